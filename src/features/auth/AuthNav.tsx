import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { buttonClass } from '../../ui/Button';
import { useAuthUser } from './AuthProvider';

// The menu brings radix-ui and the API queries with it: visitors who are not signed in never load them.
const ProfileMenu = lazy(() => import('./ProfileMenu'));

/** The header's account controls: Log in and Get Started when signed out, the profile menu when signed in. */
export function AuthNav() {
  const user = useAuthUser();
  if (user) {
    return (
      <Suspense fallback={<span>{user.email}</span>}>
        <ProfileMenu user={user} />
      </Suspense>
    );
  }
  return (
    <>
      <Link to="/login">Log in</Link>
      <Link to="/signup" className={buttonClass('primary')}>
        Get Started
      </Link>
    </>
  );
}
