import { createFileRoute } from '@tanstack/react-router';
import { LegalPopupPage } from '../LegalPopupPage';

export const Route = createFileRoute('/terms')({ component: () => <LegalPopupPage document="terms" /> });
