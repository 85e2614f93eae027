import { createFileRoute } from '@tanstack/react-router';
import { DatabasePage } from '../../features/pages/PlaceholderPages';

export const Route = createFileRoute('/database')({ component: DatabasePage });
