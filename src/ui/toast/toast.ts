/**
 * The page's toasts: `toast.show({ title, description, kind })` returns an id for `toast.update(id, changes)` and
 * `toast.dismiss(id)`. The <Toaster> draws this store.
 */
import { provideToasts } from './toast-signal';
import { createToastStore } from './toast-store';

export const toastStore = createToastStore();
provideToasts(toastStore);

export const toast = {
  show: toastStore.show,
  update: toastStore.update,
  dismiss: toastStore.dismiss,
};
