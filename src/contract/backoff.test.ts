import { describe, expect, it } from 'vitest';
import { BACKOFF, backoffDelay } from './backoff';

const middle = () => 0.5; // no spread
const lowest = () => 0;
const highest = () => 0.999_999_999;

describe('backoffDelay', () => {
  it('doubles from 1000 ms: attempts 0, 1, 2 wait 1000, 2000, 4000 ms without spread', () => {
    expect([0, 1, 2].map((attempt) => backoffDelay(attempt, middle))).toEqual([1000, 2000, 4000]);
  });

  it('spreads each delay by at most half either way', () => {
    expect(backoffDelay(0, lowest)).toBe(500);
    expect(backoffDelay(0, highest)).toBe(1500);
    expect(backoffDelay(2, lowest)).toBe(2000);
    expect(backoffDelay(2, highest)).toBe(6000);
  });

  it('stays inside the jitter bounds with the real random source', () => {
    for (let run = 0; run < 1000; run += 1) {
      const delay = backoffDelay(3);
      expect(delay).toBeGreaterThanOrEqual(4000);
      expect(delay).toBeLessThanOrEqual(12000);
    }
  });

  it('never waits more than 4 hours, however many attempts and whatever the spread', () => {
    expect(BACKOFF.maxMs).toBe(14_400_000);
    // 2^14 s is about 4.55 hours: the first attempt over the cap.
    expect(backoffDelay(14, middle)).toBe(BACKOFF.maxMs);
    expect(backoffDelay(14, highest)).toBe(BACKOFF.maxMs);
    expect(backoffDelay(14, lowest)).toBe(BACKOFF.maxMs / 2);
    expect(backoffDelay(10_000, highest)).toBe(BACKOFF.maxMs);
  });

  it('is just under the cap one attempt before it', () => {
    expect(backoffDelay(13, middle)).toBe(8_192_000);
  });

  it('treats a negative or NaN attempt as the first, and an infinite one as past the cap', () => {
    expect(backoffDelay(-3, middle)).toBe(1000);
    expect(backoffDelay(Number.NaN, middle)).toBe(1000);
    expect(backoffDelay(Number.POSITIVE_INFINITY, middle)).toBe(BACKOFF.maxMs);
  });
});
