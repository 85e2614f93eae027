import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { deleteAccount } from './profile-api';
import * as styles from './Profile.css';
import { profileMessages } from './profile.messages';

/**
 * Deleting the account, behind a confirmation: the server removes every row and the sign-in account, then
 * `onDeleted` signs the person out.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const t = useMessages(profileMessages);
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
      <p>{t.deleteText}</p>
      <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <AlertDialog.Trigger asChild>
          <Button variant="secondary" className={styles.danger}>
            {t.deleteMyAccount}
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={styles.overlay} />
          <AlertDialog.Content className={styles.dialog}>
            <AlertDialog.Title className={styles.heading}>{t.deleteTitle}</AlertDialog.Title>
            <AlertDialog.Description>{t.deleteDescription}</AlertDialog.Description>
            {error ? (
              <p role="alert" className={styles.danger}>
                {error}
              </p>
            ) : null}
            <div className={styles.actions}>
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={busy}>
                  {t.keepAccount}
                </Button>
              </AlertDialog.Cancel>
              <Button disabled={busy} onClick={() => void confirm()}>
                {busy ? t.deleting : t.deleteEverything}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
