import { Dialog } from 'radix-ui';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import * as styles from './MobileMenu.css';

interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** The Menu button, which lives outside this lazily loaded module: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** A modal panel: focus moves in and stays until Escape or Close, then returns to the Menu button. */
export default function MobileMenuDialog({ open, onOpenChange, children, returnFocusTo }: MobileMenuDialogProps) {
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
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close className={styles.close}>Close</Dialog.Close>
          </div>
          <nav aria-label="Menu">{children}</nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
