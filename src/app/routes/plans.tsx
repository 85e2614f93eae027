import { createFileRoute } from '@tanstack/react-router';
import { PlansPage } from '../../features/pages/PlaceholderPages';

export const Route = createFileRoute('/plans')({ component: PlansPage });
