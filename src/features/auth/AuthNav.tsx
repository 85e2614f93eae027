import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { buttonClass } from '../../ui/Button';
import { useAuthUser } from './AuthProvider';

// The menus bring radix-ui and the API queries with them: visitors who are not signed in never load them.
const ProfileMenu = lazy(() => import('./ProfileMenu'));
const MobileAccountMenu = lazy(() => import('./MobileAccountMenu'));

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

/** The same controls as entries of the mobile menu. */
export function MobileAccountEntries() {
  const user = useAuthUser();
  if (user) {
    return (
      <Suspense fallback={null}>
        <MobileAccountMenu user={user} />
      </Suspense>
    );
  }
  return (
    <ul>
      <li>
        <Link to="/login">Log in</Link>
      </li>
      <li>
        <Link to="/signup">Get Started</Link>
      </li>
    </ul>
  );
}
