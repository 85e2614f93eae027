import { Dialog } from 'radix-ui';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { useMessages } from '../lib/i18n/i18n';
import * as styles from './MobileMenu.css';
import { shellMessages } from './shell.messages';

interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** The Menu button, which lives outside this lazily loaded module: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** A modal panel: focus moves in and stays until Escape or Close, then returns to the Menu button. */
export default function MobileMenuDialog({ open, onOpenChange, children, returnFocusTo }: MobileMenuDialogProps) {
  const t = useMessages(shellMessages);
  // Choosing a link closes the menu, even when it points at the page already shown.
  function closeOnLink(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('a')) onOpenChange(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onClick={closeOnLink}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.panelHeader}>
            <Dialog.Title className={styles.title}>{t.menu}</Dialog.Title>
            <Dialog.Close className={styles.close}>{t.close}</Dialog.Close>
          </div>
          <nav aria-label={t.menu}>{children}</nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
