/**
 * What the ToastOutlet, on every page, knows of the toasts: whether one is showing. The store itself (toast.ts) loads
 * with the first code that can show a toast, and announces itself here, so a page that shows none (the landing page
 * above all) does not pay for it.
 */
interface ToastSource {
  subscribe(listener: () => void): () => void;
  getSnapshot(): { toasts: readonly unknown[] };
}

let source: ToastSource | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function provideToasts(store: ToastSource): void {
  source = store;
  store.subscribe(notify);
  notify();
}

export const toastSignal = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  hasToasts: (): boolean => (source?.getSnapshot().toasts.length ?? 0) > 0,
};
