import { Toast } from 'radix-ui';
import { type ReactNode, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { TOAST } from '../../lib/ui-constants';
import { swipeDismissThresholdPx } from './swipe';
import { toastStore } from './toast';
import type { ToastItem, ToastStore } from './toast-store';
import * as styles from './Toaster.css';

interface ToasterProps {
  children?: ReactNode;
  /** The page's toast store; tests and previews may pass their own. */
  store?: ToastStore;
}

/**
 * Draws the toast store with Radix Toast, at top-centre. Radix closes each toast after
 * 5000 ms, and pauses that timer while the pointer is over the toasts, while one has focus, and while the window
 * has lost focus (it listens for window blur and focus). A swipe to the right dismisses a toast once it passes 80 %
 * of the toast's measured width.
 */
export function Toaster({ children, store = toastStore }: ToasterProps) {
  const { toasts } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [toastWidth, setToastWidth] = useState(0);
  const [viewport, setViewport] = useState<HTMLOListElement | null>(null);

  // Every toast fills the viewport's content box, so its width is the toasts' width.
  useEffect(() => {
    if (!viewport || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setToastWidth(entry.contentRect.width);
    });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport]);

  return (
    <Toast.Provider
      duration={TOAST.autoCloseMs}
      swipeDirection="right"
      swipeThreshold={swipeDismissThresholdPx(toastWidth)}
      label="Notification"
    >
      {children}
      {toasts.map((item) => (
        // A new version remounts the toast, which restarts its 5000 ms with the new content.
        <ToastView key={`${item.id}:${item.version}`} item={item} store={store} />
      ))}
      <Toast.Viewport ref={setViewport} className={styles.viewport} label="Notifications ({hotkey})" />
    </Toast.Provider>
  );
}

function ToastView({ item, store }: { item: ToastItem; store: ToastStore }) {
  const onOpenChange = useCallback(
    (open: boolean) => {
      if (!open) store.dismiss(item.id);
    },
    [item.id, store],
  );
  return (
    <Toast.Root
      className={styles.toast[item.kind]}
      open={item.open}
      onOpenChange={onOpenChange}
      // Errors interrupt (assertive); the rest wait for a pause in speech (polite).
      type={item.kind === 'error' ? 'foreground' : 'background'}
    >
      <Toast.Title className={styles.title}>{item.title}</Toast.Title>
      {item.description ? (
        <Toast.Description className={styles.description}>{item.description}</Toast.Description>
      ) : null}
      <Toast.Close className={styles.close} aria-label="Dismiss notification">
        <span aria-hidden="true">×</span>
      </Toast.Close>
    </Toast.Root>
  );
}
