import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastSignal } from './toast-signal';

// Radix Toast and its layers are about 10 KB of gzipped JavaScript: they load with the first toast, so a page that
// never shows one (the landing page above all) does not pay for them.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

const noToastsOnServer = () => false;

/** Where the page's toasts appear (top-centre): mount once, anywhere; `toast.show(...)` does the rest. */
export function ToastOutlet() {
  const showing = useSyncExternalStore(toastSignal.subscribe, toastSignal.hasToasts, noToastsOnServer);
  // Once loaded, the Toaster stays: unmounting it would cut short the exit animation of the last toast.
  const [needed, setNeeded] = useState(showing);
  if (showing && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
