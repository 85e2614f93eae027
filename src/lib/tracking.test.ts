import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTrackingEventId, newEventId, onNamedEvent, setTrackingEventId, trackedCall } from './tracking';

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

describe('trackedCall', () => {
  it('gives the pixel and the API call the same fresh event id, and clears it after', async () => {
    const seen: Array<{ name: string; eventId: string }> = [];
    onNamedEvent((event) => seen.push(event));
    let idDuringCall: string | null = null;
    const result = await trackedCall('InitiateCheckout', async () => {
      idDuringCall = getTrackingEventId();
      return 'done';
    });
    onNamedEvent(null);
    expect(result).toBe('done');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.name).toBe('InitiateCheckout');
    expect(idDuringCall).toBe(seen[0]?.eventId);
    expect(getTrackingEventId()).toBeNull();
  });

  it('clears the id when the call fails, and each call gets its own id', async () => {
    const ids: string[] = [];
    onNamedEvent((event) => ids.push(event.eventId));
    await expect(trackedCall('Signup', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await trackedCall('Signup', async () => undefined);
    onNamedEvent(null);
    expect(getTrackingEventId()).toBeNull();
    expect(new Set(ids).size).toBe(2);
  });
});
