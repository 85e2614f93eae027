import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '../../lib/ui-constants';
import { swipeDismissThresholdPx } from './swipe';
import { createToastStore, emptyToastState, type ToastState, toastReducer } from './toast-store';

const saved = { id: 'a', title: 'Saved', description: 'Your answers are saved.', kind: 'success' as const };

function withToasts(...ids: string[]): ToastState {
  return ids.reduce(
    (state, id) => toastReducer(state, { type: 'added', toast: { id, title: id, kind: 'info' } }, 10),
    emptyToastState,
  );
}

describe('toastReducer: added, updated, removed', () => {
  it('adds a toast open, at version 0', () => {
    const state = toastReducer(emptyToastState, { type: 'added', toast: saved });
    expect(state.toasts).toEqual([{ ...saved, open: true, version: 0 }]);
  });

  it('adding an id already present replaces it (moved to the end, reopened, new version) instead of stacking', () => {
    let state = withToasts('a', 'b');
    state = toastReducer(state, { type: 'updated', id: 'a', changes: { open: false } });
    state = toastReducer(state, { type: 'added', toast: { id: 'a', title: 'Offline again', kind: 'warning' } });
    expect(state.toasts.map((toast) => toast.id)).toEqual(['b', 'a']);
    expect(state.toasts[1]).toMatchObject({ title: 'Offline again', kind: 'warning', open: true, version: 1 });
  });

  it('closes the oldest open toasts beyond the limit', () => {
    let state = emptyToastState;
    for (const id of ['1', '2', '3', '4']) {
      state = toastReducer(state, { type: 'added', toast: { id, title: id, kind: 'info' } }, 3);
    }
    expect(state.toasts.map((toast) => [toast.id, toast.open])).toEqual([
      ['1', false],
      ['2', true],
      ['3', true],
      ['4', true],
    ]);
  });

  it('updates content and bumps the version so the view restarts the auto-close timer', () => {
    const state = toastReducer(withToasts('a'), {
      type: 'updated',
      id: 'a',
      changes: { title: 'Sent', kind: 'success' },
    });
    expect(state.toasts[0]).toMatchObject({ id: 'a', title: 'Sent', kind: 'success', open: true, version: 1 });
  });

  it('closing keeps the version: the content did not change', () => {
    const state = toastReducer(withToasts('a'), { type: 'updated', id: 'a', changes: { open: false } });
    expect(state.toasts[0]).toMatchObject({ open: false, version: 0 });
  });

  it('a reopened toast becomes the newest, and the oldest other open toast makes room', () => {
    let state = withToasts('1', '2', '3');
    state = toastReducer(state, { type: 'updated', id: '1', changes: { open: false } });
    state = toastReducer(state, { type: 'added', toast: { id: '4', title: '4', kind: 'info' } }, 3);
    state = toastReducer(state, { type: 'updated', id: '1', changes: { open: true } }, 3);
    expect(state.toasts.filter((toast) => toast.open).map((toast) => toast.id)).toEqual(['3', '4', '1']);
  });

  it('returns the same state for an update that changes nothing or an unknown id', () => {
    const state = withToasts('a');
    expect(toastReducer(state, { type: 'updated', id: 'a', changes: { title: 'a' } })).toBe(state);
    expect(toastReducer(state, { type: 'updated', id: 'missing', changes: { title: 'x' } })).toBe(state);
    expect(toastReducer(state, { type: 'removed', id: 'missing' })).toBe(state);
  });

  it('removes a toast', () => {
    const state = toastReducer(withToasts('a', 'b'), { type: 'removed', id: 'a' });
    expect(state.toasts.map((toast) => toast.id)).toEqual(['b']);
  });
});

describe('the toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('show returns a new id each time and defaults the kind to info', () => {
    const store = createToastStore();
    const first = store.show({ title: 'One' });
    const second = store.show({ title: 'Two' });
    expect(first).not.toBe(second);
    expect(store.getSnapshot().toasts.map((toast) => [toast.id, toast.kind])).toEqual([
      [first, 'info'],
      [second, 'info'],
    ]);
  });

  it('dismiss closes the toast, then removes it once the exit animation has played', () => {
    const store = createToastStore({ removeAfterCloseMs: 300 });
    const id = store.show({ title: 'Saved' });
    store.dismiss(id);
    expect(store.getSnapshot().toasts).toMatchObject([{ id, open: false }]);
    vi.advanceTimersByTime(299);
    expect(store.getSnapshot().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().toasts).toEqual([]);
  });

  it('showing the same id again while it closes keeps it', () => {
    const store = createToastStore({ removeAfterCloseMs: 300 });
    store.show({ id: 'offline', title: 'You are offline' });
    store.dismiss('offline');
    vi.advanceTimersByTime(200);
    store.show({ id: 'offline', title: 'You are offline' });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot().toasts).toMatchObject([{ id: 'offline', open: true }]);
  });

  it('dismiss with no id closes every toast', () => {
    const store = createToastStore();
    store.show({ title: 'One' });
    store.show({ title: 'Two' });
    store.dismiss();
    expect(store.getSnapshot().toasts.every((toast) => !toast.open)).toBe(true);
    vi.advanceTimersByTime(TOAST.removeAfterCloseMs);
    expect(store.getSnapshot().toasts).toEqual([]);
  });

  it('update changes a shown toast', () => {
    const store = createToastStore();
    const id = store.show({ title: 'Sending…' });
    store.update(id, { title: 'Sent', kind: 'success' });
    expect(store.getSnapshot().toasts).toMatchObject([{ id, title: 'Sent', kind: 'success', version: 1 }]);
  });

  it('tells subscribers about changes only, and stops when unsubscribed', () => {
    const store = createToastStore();
    const listener = vi.fn<() => void>();
    const unsubscribe = store.subscribe(listener);
    const id = store.show({ title: 'One' });
    store.update(id, { title: 'One' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('swipe to dismiss', () => {
  it('needs 80 percent of the toast width', () => {
    expect(TOAST.swipeDismissFraction).toBe(0.8);
    expect(swipeDismissThresholdPx(400)).toBe(320);
    expect(swipeDismissThresholdPx(343)).toBe(274);
  });

  it('assumes the widest toast until the width is measured', () => {
    expect(swipeDismissThresholdPx(0)).toBe(336);
    expect(swipeDismissThresholdPx(Number.NaN)).toBe(336);
  });
});

describe('the toast timing and swipe numbers', () => {
  it('auto-closes after 5000 ms', () => {
    expect(TOAST.autoCloseMs).toBe(5000);
  });
});
