import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import * as styles from './ChatDialog.css';

interface ChatDialogProps {
  title: string;
  description: ReactNode;
  /** Escape, or a click outside: the machine decides what closing means (DISMISS), if anything. */
  onDismiss?: () => void;
  /** A banner the user can write past (the disconnection popup), instead of a modal that holds the focus. */
  modal?: boolean;
  error?: string | null;
  /** Where the focus goes when the dialog opens, instead of its first control (the option already chosen, say). */
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/** One of the chat's popups: open exactly while the chat machine is in its state. */
export function ChatDialog({
  title,
  description,
  onDismiss,
  modal = true,
  error,
  initialFocus,
  children,
}: ChatDialogProps) {
  return (
    <Dialog.Root
      open
      modal={modal}
      onOpenChange={(open) => {
        if (!open) onDismiss?.();
      }}
    >
      <Dialog.Portal>
        {modal ? <Dialog.Overlay className={styles.overlay} /> : null}
        <Dialog.Content
          className={modal ? styles.content : styles.banner}
          // A banner must not take the focus away from the message the user is writing.
          onOpenAutoFocus={(event) => {
            if (!modal) event.preventDefault();
            else if (initialFocus?.current) {
              event.preventDefault();
              initialFocus.current.focus();
            }
          }}
          onInteractOutside={modal ? undefined : (event) => event.preventDefault()}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description className={styles.description} asChild={typeof description !== 'string'}>
            {typeof description === 'string' ? description : <div>{description}</div>}
          </Dialog.Description>
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
