import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLazyLoadingCover } from './lazy-loading-cover';
import { runLoadingCover } from './loading-cover-actor';

// The real statechart, watched: each call is one running machine.
vi.mock('./loading-cover-actor', async (importOriginal) => {
  const original = await importOriginal<typeof import('./loading-cover-actor')>();
  return { runLoadingCover: vi.fn<typeof original.runLoadingCover>(original.runLoadingCover) };
});
const machineStarts = vi.mocked(runLoadingCover);

/** Lets the dynamic import of the statechart settle (real timers are faked, so no timer is involved). */
async function machineLoaded() {
  await vi.dynamicImportSettled();
}

describe('the lazily loaded loading cover', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    machineStarts.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('downloads nothing and shows nothing while nobody asks for it', async () => {
    const cover = createLazyLoadingCover({});
    await machineLoaded();
    expect(cover.visible()).toBe(false);
    expect(machineStarts).not.toHaveBeenCalled();
  });

  it('shows at once on the first SHOW, before its statechart has arrived', () => {
    const cover = createLazyLoadingCover({ hideDelayMs: 1000 });
    const changes = vi.fn<() => void>();
    cover.subscribe(changes);
    cover.send({ type: 'SHOW' });
    expect(cover.visible()).toBe(true);
    expect(changes).toHaveBeenCalled();
  });

  it('hands the waiting events to the statechart in order: the hide delay and the request count are its own', async () => {
    const cover = createLazyLoadingCover({ hideDelayMs: 1000 });
    cover.send({ type: 'SHOW' });
    cover.send({ type: 'SHOW' });
    cover.send({ type: 'HIDE' });
    await machineLoaded();
    expect(machineStarts).toHaveBeenCalledTimes(1);
    // One SHOW is still open: no delay runs out.
    vi.advanceTimersByTime(5000);
    expect(cover.visible()).toBe(true);

    const changes = vi.fn<() => void>();
    cover.subscribe(changes);
    cover.send({ type: 'HIDE' });
    vi.advanceTimersByTime(999);
    expect(cover.visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(cover.visible()).toBe(false);
    expect(changes).toHaveBeenCalled();
  });

  it('starts covered when asked, and leaves after its delay once hidden', async () => {
    const cover = createLazyLoadingCover({ initiallyVisible: true, hideDelayMs: 300 });
    expect(cover.visible()).toBe(true);
    cover.send({ type: 'HIDE' });
    expect(cover.visible()).toBe(true);
    await machineLoaded();
    vi.advanceTimersByTime(299);
    expect(cover.visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(cover.visible()).toBe(false);
  });
});

describe('the lazily loaded loading cover, when its statechart cannot be downloaded', () => {
  afterEach(() => {
    machineStarts.mockReset();
    vi.restoreAllMocks();
  });

  it('stays while a SHOW is open and leaves once every SHOW is hidden, so the page is never trapped under it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    machineStarts.mockImplementation(() => {
      throw new Error('offline');
    });
    const cover = createLazyLoadingCover({ initiallyVisible: true });
    await vi.dynamicImportSettled();
    expect(cover.visible()).toBe(true);
    cover.send({ type: 'HIDE' });
    await vi.dynamicImportSettled();
    expect(cover.visible()).toBe(false);
    expect(console.error).toHaveBeenCalled();
  });
});
