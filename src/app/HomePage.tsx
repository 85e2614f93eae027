import { lazy, Suspense } from 'react';
import { useAuthUser, useSessionConfirmed } from '../features/auth/AuthProvider';
import { Landing } from '../features/home/Landing';

// The logged-in landing reads the API: its code loads only for signed-in users, never with the public landing.
const SignedInHome = lazy(() => import('../features/home/SignedInHome'));

/** The landing page of whoever is here: public, or the signed-in greeting. */
export function HomePage() {
  const user = useAuthUser();
  const sessionConfirmed = useSessionConfirmed();
  if (!user) return <Landing />;
  return (
    <Suspense fallback={null}>
      <SignedInHome user={user} sessionConfirmed={sessionConfirmed} />
    </Suspense>
  );
}
