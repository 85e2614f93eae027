import { AlertDialog } from 'radix-ui';
import { useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { accountMenuMessages } from './account-menu.messages';
import * as styles from './LogoutDialog.css';

interface LogoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** The logout confirmation: title 'Logout', 'Are you sure you want to logout?'. */
export function LogoutDialog({ open, onOpenChange, onConfirm }: LogoutDialogProps) {
  const t = useMessages(accountMenuMessages);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{t.logout}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{t.logoutQuestion}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t.cancel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button onClick={onConfirm}>{t.logout}</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
