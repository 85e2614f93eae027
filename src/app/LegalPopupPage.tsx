import { useNavigate } from '@tanstack/react-router';
import { LegalDialog } from '../features/legal/LegalDialog';
import { HomePage } from './HomePage';
import { legalBodies, type LegalDocument, legalTitles } from './legal-bodies';

/** /terms, /privacy and /support: the landing page with the matching popup open; closing it goes to /. */
export function LegalPopupPage({ document }: { document: LegalDocument }) {
  const navigate = useNavigate();
  return (
    <>
      <HomePage />
      <LegalDialog title={legalTitles[document]} onClose={() => void navigate({ to: '/' })}>
        {legalBodies[document]}
      </LegalDialog>
    </>
  );
}
