import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/pages/PlaceholderPages';

export const Route = createFileRoute('/profile')({ component: ProfilePage });
