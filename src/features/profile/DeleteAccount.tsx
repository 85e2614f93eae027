import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { deleteAccount } from './profile-api';
import * as styles from './Profile.css';

/**
 * Deleting the account, behind a confirmation: the server removes every row and the sign-in account, then
 * `onDeleted` signs the person out.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await deleteAccount();
      setOpen(false);
      await onDeleted();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <div>
      <p>This deletes your sessions, questionnaire results, plan and sign-in for good. It cannot be undone.</p>
      <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <AlertDialog.Trigger asChild>
          <Button variant="secondary" className={styles.danger}>
            Delete my account
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={styles.overlay} />
          <AlertDialog.Content className={styles.dialog}>
            <AlertDialog.Title className={styles.heading}>Delete your account?</AlertDialog.Title>
            <AlertDialog.Description>
              Everything Doro holds about you is deleted now, and you are signed out. A paid plan is cancelled. Download
              your data first if you want a copy.
            </AlertDialog.Description>
            {error ? (
              <p role="alert" className={styles.danger}>
                {error}
              </p>
            ) : null}
            <div className={styles.actions}>
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={busy}>
                  Keep my account
                </Button>
              </AlertDialog.Cancel>
              <Button disabled={busy} onClick={() => void confirm()}>
                {busy ? 'Deleting…' : 'Delete everything'}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
