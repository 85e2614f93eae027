import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUsageClock } from './usage-clock';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the usage clock', () => {
  it('fires after the interval of active use, counting only while running, then every interval', () => {
    const due = vi.fn<() => void>();
    const clock = createUsageClock(1000, due, () => Date.now());
    clock.run();
    vi.advanceTimersByTime(600);
    clock.stop();
    vi.advanceTimersByTime(10_000); // paused: not counted
    expect(due).not.toHaveBeenCalled();
    clock.run();
    vi.advanceTimersByTime(399);
    expect(due).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(due).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(due).toHaveBeenCalledTimes(2);
    clock.stop();
  });
});
