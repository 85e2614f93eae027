import { createFileRoute } from '@tanstack/react-router';
import { ChallengePage } from '../../features/pages/PlaceholderPages';

export const Route = createFileRoute('/challenge')({ component: ChallengePage });
