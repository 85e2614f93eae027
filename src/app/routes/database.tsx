import { createFileRoute } from '@tanstack/react-router';
import { DatabasePage } from '../../features/questionnaires/DatabasePage';

export const Route = createFileRoute('/database')({ component: DatabasePage });
