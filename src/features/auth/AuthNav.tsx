import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useMessages } from '../../lib/i18n/i18n';
import { buttonClass } from '../../ui/Button';
import { shellMessages } from '../../ui/shell.messages';
import { useAuthUser } from './AuthProvider';

// The menus bring radix-ui and the API queries with them: visitors who are not signed in never load them.
const ProfileMenu = lazy(() => import('./ProfileMenu'));
const MobileAccountMenu = lazy(() => import('./MobileAccountMenu'));

/** The header's account controls: Log in and Get Started when signed out, the profile menu when signed in. */
export function AuthNav() {
  const user = useAuthUser();
  const t = useMessages(shellMessages);
  if (user) {
    return (
      <Suspense fallback={<span>{user.email}</span>}>
        <ProfileMenu user={user} />
      </Suspense>
    );
  }
  return (
    <>
      <Link to="/login">{t.logIn}</Link>
      <Link to="/signup" className={buttonClass('primary')}>
        {t.getStarted}
      </Link>
    </>
  );
}

/** The same controls as entries of the mobile menu. */
export function MobileAccountEntries() {
  const user = useAuthUser();
  const t = useMessages(shellMessages);
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
        <Link to="/login">{t.logIn}</Link>
      </li>
      <li>
        <Link to="/signup">{t.getStarted}</Link>
      </li>
    </ul>
  );
}
