import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './LegalDialog.css';

interface LegalDialogProps {
  title: string;
  /** Closing goes somewhere else (the standalone popups close to /). */
  onClose: () => void;
  children: ReactNode;
}

/** A legal text or the support form as a popup, open as soon as it is shown (/terms, /privacy, /support). */
export function LegalDialog({ title, onClose, children }: LegalDialogProps) {
  return (
    <Dialog.Root
      defaultOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close}>Close</Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
