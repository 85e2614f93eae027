/** What each legal popup shows: the texts of src/features/legal. */
import { lazy, type ReactNode, Suspense } from 'react';
import { useAuthUser } from '../features/auth/AuthProvider';
import { MedicalDisclaimerText } from '../features/legal/MedicalDisclaimerText';
import { PrivacyText } from '../features/legal/PrivacyText';
import { TermsText } from '../features/legal/TermsText';

// The contact form sends through the API client and checks with the contract's schemas: that code loads when the
// Support popup opens, not with Terms or Privacy.
const SupportContact = lazy(() => import('../features/legal/SupportContact'));

export type LegalDocument = 'terms' | 'privacy' | 'support';

export const legalTitles: Record<LegalDocument, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  support: 'Support',
};

/** The support text and form; a signed-in person finds their email filled in. */
function SupportBody() {
  const email = useAuthUser()?.email;
  return (
    <Suspense fallback={<p>Loading the contact form…</p>}>
      <SupportContact defaultEmail={email || undefined} />
    </Suspense>
  );
}

export const legalBodies: Record<LegalDocument, ReactNode> = {
  terms: <TermsText />,
  privacy: <PrivacyText />,
  support: <SupportBody />,
};

export const medicalDisclaimer: ReactNode = <MedicalDisclaimerText />;
