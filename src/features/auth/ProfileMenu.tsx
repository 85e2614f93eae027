import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { waitFor } from 'xstate';
import { userDataNameQuery } from '../../lib/queries/users';
import type { AuthUser } from '../../machines/auth.types';
import { useAuthActor, useSessionConfirmed } from './AuthProvider';
import { LogoutDialog } from './LogoutDialog';
import * as styles from './ProfileMenu.css';

/** The signed-in user's menu: avatar and name, and Logout behind a confirmation (spec point 2). */
export default function ProfileMenu({ user }: { user: AuthUser }) {
  const actor = useAuthActor();
  const navigate = useNavigate();
  const confirmed = useSessionConfirmed();
  // Asked only once the provider confirmed the session: before that there is no token to send.
  const { data: name } = useQuery({ ...userDataNameQuery(), enabled: confirmed });
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const displayName = name || user.email;

  async function logout() {
    actor.send({ type: 'logout' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    await navigate({ to: '/login' });
  }

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={styles.trigger} aria-label={`Account menu for ${displayName}`}>
          <span className={styles.avatar} aria-hidden="true">
            {displayName.charAt(0).toUpperCase()}
          </span>
          <span>{displayName}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.content} align="end" sideOffset={6}>
            <DropdownMenu.Item className={styles.item} onSelect={() => setConfirmingLogout(true)}>
              Logout
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <LogoutDialog open={confirmingLogout} onOpenChange={setConfirmingLogout} onConfirm={logout} />
    </>
  );
}
