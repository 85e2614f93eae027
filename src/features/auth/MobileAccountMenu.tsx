import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AuthUser } from '../../machines/auth.types';
import { initialsOf } from './initials';
import { LogoutDialog } from './LogoutDialog';
import * as styles from './ProfileMenu.css';
import { useDisplayName } from './use-display-name';
import { useLogout } from './use-logout';

/** The profile menu's entries inside the mobile menu: who is signed in, Profile, Plans, Logout. */
export default function MobileAccountMenu({ user }: { user: AuthUser }) {
  const displayName = useDisplayName(user);
  const logout = useLogout();
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  return (
    <>
      <p className={styles.who}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(displayName)}
        </span>
        <span>{displayName}</span>
      </p>
      <ul>
        <li>
          <Link to="/profile">Profile</Link>
        </li>
        <li>
          <Link to="/plans">Plans</Link>
        </li>
        <li>
          <button type="button" className={styles.textButton} onClick={() => setConfirmingLogout(true)}>
            Logout
          </button>
        </li>
      </ul>
      <LogoutDialog open={confirmingLogout} onOpenChange={setConfirmingLogout} onConfirm={logout} />
    </>
  );
}
