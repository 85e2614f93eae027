import { createFileRoute } from '@tanstack/react-router';
import { NonProfitPage } from '../../features/non-profit/NonProfitPage';

export const Route = createFileRoute('/non-profit')({ component: NonProfitPage });
