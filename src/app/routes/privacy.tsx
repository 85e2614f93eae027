import { createFileRoute } from '@tanstack/react-router';
import { LegalPopupPage } from '../LegalPopupPage';

export const Route = createFileRoute('/privacy')({ component: () => <LegalPopupPage document="privacy" /> });
