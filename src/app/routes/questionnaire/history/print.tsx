import { createFileRoute } from '@tanstack/react-router';
import { useAuthUser, useSessionConfirmed } from '../../../../features/auth/AuthProvider';
import { PrintableHistory } from '../../../../features/questionnaires/PrintableHistory';

// A static path, so it wins over /questionnaire/$category/$id.
export const Route = createFileRoute('/questionnaire/history/print')({ component: PrintRoute });

function PrintRoute() {
  const user = useAuthUser();
  const confirmed = useSessionConfirmed();
  const signedIn = user !== null && confirmed;
  return <PrintableHistory signedIn={signedIn} />;
}
