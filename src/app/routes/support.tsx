import { createFileRoute } from '@tanstack/react-router';
import { LegalPopupPage } from '../LegalPopupPage';

export const Route = createFileRoute('/support')({ component: () => <LegalPopupPage document="support" /> });
