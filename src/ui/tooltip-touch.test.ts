import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP } from '../lib/ui-constants';
import { createTouchTooltipTimer } from './tooltip-touch';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start() {
  const changes: boolean[] = [];
  const timer = createTouchTooltipTimer({ onOpenChange: (open) => changes.push(open) });
  return { timer, changes };
}

describe('touch tooltips', () => {
  it('uses the spec numbers', () => {
    expect(TOOLTIP).toEqual({ enterDelayMs: 100, touchEnterDelayMs: 700, touchLeaveDelayMs: 1500, maxWidthPx: 300 });
  });

  it('opens after a 700 ms press and closes 1500 ms after the finger lifts', () => {
    const { timer, changes } = start();
    timer.touchStart();
    vi.advanceTimersByTime(699);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
    timer.touchEnd();
    vi.advanceTimersByTime(1499);
    expect(timer.isOpen()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  it('a tap shorter than 700 ms opens nothing', () => {
    const { timer, changes } = start();
    timer.touchStart();
    vi.advanceTimersByTime(300);
    timer.touchEnd();
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([]);
  });

  it('a new press while the tip lingers keeps it open', () => {
    const { timer, changes } = start();
    timer.touchStart();
    vi.advanceTimersByTime(700);
    timer.touchEnd();
    vi.advanceTimersByTime(1000);
    timer.touchStart();
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([true]);
    timer.touchEnd();
    vi.advanceTimersByTime(1500);
    expect(changes).toEqual([true, false]);
  });

  it('cancel closes at once and forgets pending timers', () => {
    const { timer, changes } = start();
    timer.touchStart();
    vi.advanceTimersByTime(700);
    timer.cancel();
    expect(changes).toEqual([true, false]);
    timer.touchStart();
    timer.cancel();
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([true, false]);
  });
});
