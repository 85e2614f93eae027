import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAuthUser, useSessionConfirmed } from '../../features/auth/AuthProvider';
import { Landing } from '../../features/home/Landing';

// The logged-in landing reads the API: its code loads only for signed-in users, never with the public landing.
const SignedInHome = lazy(() => import('../../features/home/SignedInHome'));

export const Route = createFileRoute('/')({
  component: HomeRoute,
});

function HomeRoute() {
  const user = useAuthUser();
  const sessionConfirmed = useSessionConfirmed();
  if (!user) return <Landing />;
  return (
    <Suspense fallback={null}>
      <SignedInHome user={user} sessionConfirmed={sessionConfirmed} />
    </Suspense>
  );
}
