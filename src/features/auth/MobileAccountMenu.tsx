import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useMessages } from '../../lib/i18n/i18n';
import type { AuthUser } from '../../machines/auth.types';
import { accountMenuMessages } from './account-menu.messages';
import { initialsOf } from './initials';
import { LogoutDialog } from './LogoutDialog';
import * as styles from './ProfileMenu.css';
import { useDisplayName } from './use-display-name';
import { useLogout } from './use-logout';

/** The profile menu's entries inside the mobile menu: who is signed in, Profile, Plans, Logout. */
export default function MobileAccountMenu({ user }: { user: AuthUser }) {
  const t = useMessages(accountMenuMessages);
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
          <Link to="/profile">{t.profile}</Link>
        </li>
        <li>
          <Link to="/plans">{t.plans}</Link>
        </li>
        <li>
          <button type="button" className={styles.textButton} onClick={() => setConfirmingLogout(true)}>
            {t.logout}
          </button>
        </li>
      </ul>
      <LogoutDialog open={confirmingLogout} onOpenChange={setConfirmingLogout} onConfirm={logout} />
    </>
  );
}
