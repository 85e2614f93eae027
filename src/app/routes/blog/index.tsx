import { createFileRoute } from '@tanstack/react-router';
import { BlogPage } from '../../../features/pages/PlaceholderPages';

export const Route = createFileRoute('/blog/')({ component: BlogPage });
