import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTrackingEventId, newEventId, setTrackingEventId } from './tracking';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setTrackingEventId(null);
});

describe('tracking event id', () => {
  it('is null until set, then the id set, then null again when cleared', () => {
    expect(getTrackingEventId()).toBeNull();
    setTrackingEventId('abc');
    expect(getTrackingEventId()).toBe('abc');
    setTrackingEventId(null);
    expect(getTrackingEventId()).toBeNull();
  });

  it('newEventId is a random UUID where crypto.randomUUID exists', () => {
    const first = newEventId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newEventId()).not.toBe(first);
  });

  it('newEventId falls back to a timestamp-based id without crypto.randomUUID', () => {
    vi.stubGlobal('crypto', {});
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    expect(newEventId()).toMatch(/^1700000000000-[0-9a-z]+$/);
  });
});
