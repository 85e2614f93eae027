import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../features/pages/PlaceholderPages';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage });
