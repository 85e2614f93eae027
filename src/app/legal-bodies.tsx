/**
 * What each legal popup shows: the texts of src/features/legal. Support still shows a short note: its contact form
 * (SupportText) needs the API call of POST /api/support/contact wired in here.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MedicalDisclaimerText } from '../features/legal/MedicalDisclaimerText';
import { PrivacyText } from '../features/legal/PrivacyText';
import { TermsText } from '../features/legal/TermsText';

export type LegalDocument = 'terms' | 'privacy' | 'support';

export const legalTitles: Record<LegalDocument, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  support: 'Support',
};

export const legalBodies: Record<LegalDocument, ReactNode> = {
  terms: <TermsText />,
  privacy: <PrivacyText />,
  support: (
    <p>
      Need help with Doro? Write to us at <a href="mailto:hello@doro.example">hello@doro.example</a>. If you are in
      crisis, do not wait for us: call 911 or 988, or <Link to="/">go back</Link> and use the Help is available link.
    </p>
  ),
};

export const medicalDisclaimer: ReactNode = <MedicalDisclaimerText />;
