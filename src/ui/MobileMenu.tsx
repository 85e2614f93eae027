import { useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useMessages } from '../lib/i18n/i18n';
import * as styles from './MobileMenu.css';
import { shellMessages } from './shell.messages';

// The dialog brings radix-ui with it: it loads on the first tap, keeping the landing page's script small.
const MobileMenuDialog = lazy(() => import('./MobileMenuDialog'));

interface MobileMenuProps {
  /** Every entry of the top navigation and the account controls (the mobile menu combines them all). */
  children: ReactNode;
}

/** The menu button shown below the large breakpoint, and the dialog it opens. */
export function MobileMenu({ children }: MobileMenuProps) {
  const href = useRouterState({ select: (state) => state.location.href });
  // The menu belongs to the page it was opened on: any navigation closes it, without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === href;
  const setOpen = (next: boolean) => setOpenOn(next ? href : null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const t = useMessages(shellMessages);

  return (
    <div className={styles.container}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true" className={styles.icon}>
          ☰
        </span>
        {t.menu}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onOpenChange={setOpen} returnFocusTo={triggerRef}>
            {children}
          </MobileMenuDialog>
        </Suspense>
      ) : null}
    </div>
  );
}
