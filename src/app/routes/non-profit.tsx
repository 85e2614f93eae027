import { createFileRoute } from '@tanstack/react-router';
import { NonProfitPage } from '../../features/pages/PlaceholderPages';

export const Route = createFileRoute('/non-profit')({ component: NonProfitPage });
