import { lazy, Suspense } from 'react';
import { useSessionConfirmed } from '../features/auth/AuthProvider';
import { readPending } from '../features/questionnaires/kept-answers';

// The API client comes with it: loaded only when there is something to save, never for a visitor's landing page.
const SavePending = lazy(() => import('../features/questionnaires/SavePending'));

/**
 * The one place that saves a visitor's completed questionnaires to their account: as soon as a session is confirmed,
 * whichever way it began (logging in, signing up, Google, or a session restored or started in another tab) and
 * whichever page it lands on. Mounted once for the whole app.
 */
export function PendingResultsSaver() {
  const confirmed = useSessionConfirmed();
  if (!confirmed || readPending().length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SavePending />
    </Suspense>
  );
}
