import { Link } from '@tanstack/react-router';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import type { AuthUser } from '../../machines/auth.types';
import { accountMenuMessages } from './account-menu.messages';
import { initialsOf } from './initials';
import { LogoutDialog } from './LogoutDialog';
import * as styles from './ProfileMenu.css';
import { useDisplayName } from './use-display-name';
import { useLogout } from './use-logout';

/** The signed-in user's menu: avatar and name; Profile, Plans, and Logout behind a confirmation. */
export default function ProfileMenu({ user }: { user: AuthUser }) {
  const t = useMessages(accountMenuMessages);
  const locale = useLocale();
  const displayName = useDisplayName(user);
  const logout = useLogout();
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={styles.trigger} aria-label={fill(locale, t.menuFor, { name: displayName })}>
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(displayName)}
          </span>
          <span>{displayName}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.content} align="end" sideOffset={6}>
            <DropdownMenu.Item className={styles.item} asChild>
              <Link to="/profile">{t.profile}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.item} asChild>
              <Link to="/plans">{t.plans}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.item} onSelect={() => setConfirmingLogout(true)}>
              {t.logout}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <LogoutDialog open={confirmingLogout} onOpenChange={setConfirmingLogout} onConfirm={logout} />
    </>
  );
}
