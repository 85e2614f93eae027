/**
 * The toasts on screen, as a store whose every change is one of three events: a toast is added,
 * updated (including closed), or removed. The reducer is pure; the store adds the one side effect, a timer that
 * removes a closed toast once its exit animation has played.
 */
import { TOAST } from '../../lib/ui-constants';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  kind: ToastKind;
  /** False while the toast animates out, before it is removed. */
  open: boolean;
  /** Counts the updates, so the view can restart the auto-close timer when the content changes. */
  version: number;
}

export type ToastContent = Pick<ToastItem, 'title'> & Partial<Pick<ToastItem, 'description' | 'kind'>>;
export type ToastChanges = Partial<Pick<ToastItem, 'title' | 'description' | 'kind' | 'open'>>;

export type ToastEvent =
  | { type: 'added'; toast: Omit<ToastItem, 'open' | 'version'> }
  | { type: 'updated'; id: string; changes: ToastChanges }
  | { type: 'removed'; id: string };

export interface ToastState {
  toasts: readonly ToastItem[];
}

export const emptyToastState: ToastState = { toasts: [] };

/**
 * Applies one event. Adding an id already present replaces that toast's content and reopens it (a repeated
 * "You are offline" shows once). Beyond `maxOpen` open toasts, the oldest open ones close.
 */
export function toastReducer(state: ToastState, event: ToastEvent, maxOpen: number = TOAST.maxOpen): ToastState {
  switch (event.type) {
    case 'added': {
      const existing = state.toasts.find((toast) => toast.id === event.toast.id);
      const added: ToastItem = { ...event.toast, open: true, version: existing ? existing.version + 1 : 0 };
      const toasts = existing
        ? [...state.toasts.filter((toast) => toast.id !== added.id), added]
        : [...state.toasts, added];
      return { toasts: closeOldestBeyond(toasts, maxOpen) };
    }
    case 'updated': {
      const index = state.toasts.findIndex((toast) => toast.id === event.id);
      const current = state.toasts[index];
      if (!current) return state;
      const contentChanged = (['title', 'description', 'kind'] as const).some(
        (key) => key in event.changes && event.changes[key] !== current[key],
      );
      const openChanged = event.changes.open !== undefined && event.changes.open !== current.open;
      if (!contentChanged && !openChanged) return state;
      const updated: ToastItem = {
        ...current,
        ...event.changes,
        version: contentChanged ? current.version + 1 : current.version,
      };
      if (updated.open && openChanged) {
        // Reopened, it is the newest toast again: it goes last, and an older one makes room if needed.
        return {
          toasts: closeOldestBeyond([...state.toasts.filter((toast) => toast.id !== updated.id), updated], maxOpen),
        };
      }
      return { toasts: state.toasts.map((toast, at) => (at === index ? updated : toast)) };
    }
    case 'removed': {
      const toasts = state.toasts.filter((toast) => toast.id !== event.id);
      return toasts.length === state.toasts.length ? state : { toasts };
    }
  }
}

function closeOldestBeyond(toasts: ToastItem[], maxOpen: number): ToastItem[] {
  let excess = toasts.filter((toast) => toast.open).length - maxOpen;
  if (excess <= 0) return toasts;
  return toasts.map((toast) => {
    if (excess > 0 && toast.open) {
      excess--;
      return { ...toast, open: false };
    }
    return toast;
  });
}

export interface ToastStoreOptions {
  removeAfterCloseMs?: number;
  maxOpen?: number;
  newId?: () => string;
}

export type ToastStore = ReturnType<typeof createToastStore>;

export function createToastStore({
  removeAfterCloseMs = TOAST.removeAfterCloseMs,
  maxOpen = TOAST.maxOpen,
  newId = counterIds(),
}: ToastStoreOptions = {}) {
  let state = emptyToastState;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function dispatch(event: ToastEvent): void {
    const next = toastReducer(state, event, maxOpen);
    if (next === state) return;
    state = next;
    syncRemovalTimers();
    for (const listener of listeners) listener();
  }

  // A closed toast is removed once its exit animation has had time to play; reopening it cancels that.
  function syncRemovalTimers(): void {
    const present = new Set(state.toasts.map((toast) => toast.id));
    for (const [id, timer] of removalTimers) {
      const toast = state.toasts.find((item) => item.id === id);
      if (!present.has(id) || toast?.open) {
        clearTimeout(timer);
        removalTimers.delete(id);
      }
    }
    for (const toast of state.toasts) {
      if (!toast.open && !removalTimers.has(toast.id)) {
        removalTimers.set(
          toast.id,
          setTimeout(() => {
            removalTimers.delete(toast.id);
            dispatch({ type: 'removed', id: toast.id });
          }, removeAfterCloseMs),
        );
      }
    }
  }

  return {
    getSnapshot: (): ToastState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    /** Shows a toast and returns its id; pass an id to replace a toast instead of stacking a copy. */
    show({ id = newId(), title, description, kind = 'info' }: ToastContent & { id?: string }): string {
      dispatch({ type: 'added', toast: { id, title, description, kind } });
      return id;
    },
    update(id: string, changes: ToastChanges): void {
      dispatch({ type: 'updated', id, changes });
    },
    /** Closes one toast, or every toast when no id is given. */
    dismiss(id?: string): void {
      const ids = id === undefined ? state.toasts.map((toast) => toast.id) : [id];
      for (const each of ids) dispatch({ type: 'updated', id: each, changes: { open: false } });
    },
  };
}

function counterIds(): () => string {
  let next = 0;
  return () => `toast-${++next}`;
}
