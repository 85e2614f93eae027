import { lazy, Suspense } from 'react';
import { useSessionConfirmed } from '../features/auth/AuthProvider';

// The API client and the kept answers come with it: loaded once a session is confirmed, never for a visitor's landing
// page. It saves only when answers are kept (use-save-pending.ts), and signed-in pages load the API client anyway.
const SavePending = lazy(() => import('../features/questionnaires/SavePending'));
// The same for the interface language kept with the account (decision 033).
const ProfileLocale = lazy(() => import('../features/profile/ProfileLocale'));

/**
 * The one place that saves a visitor's completed questionnaires to their account: as soon as a session is confirmed,
 * whichever way it began (logging in, signing up, Google, or a session restored or started in another tab) and
 * whichever page it lands on. Mounted once for the whole app; it keeps the account's interface language too.
 */
export function PendingResultsSaver() {
  const confirmed = useSessionConfirmed();
  if (!confirmed) return null;
  return (
    <Suspense fallback={null}>
      <SavePending />
      <ProfileLocale />
    </Suspense>
  );
}
