/**
 * Touch timing for tooltips. Radix Tooltip ignores touch (a tap is a click), so a tooltip on a phone opens on a
 * long press instead: after `enterMs` of holding, it opens, and after the finger lifts it stays `leaveMs` so it can
 * be read. A press released before `enterMs` is a tap and opens nothing.
 */
import { TOOLTIP } from '../lib/ui-constants';

export interface TouchTooltipTimerOptions {
  onOpenChange: (open: boolean) => void;
  enterMs?: number;
  leaveMs?: number;
}

export function createTouchTooltipTimer({
  onOpenChange,
  enterMs = TOOLTIP.touchEnterDelayMs,
  leaveMs = TOOLTIP.touchLeaveDelayMs,
}: TouchTooltipTimerOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let open = false;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const set = (next: boolean) => {
    if (open === next) return;
    open = next;
    onOpenChange(next);
  };

  return {
    /** A finger went down on the trigger. */
    touchStart(): void {
      clear();
      if (open) return; // already showing (lingering from a previous press): keep it up
      timer = setTimeout(() => {
        timer = undefined;
        set(true);
      }, enterMs);
    },
    /** The finger lifted or the touch was cancelled (a scroll took over). */
    touchEnd(): void {
      clear();
      if (!open) return; // a tap, not a long press
      timer = setTimeout(() => {
        timer = undefined;
        set(false);
      }, leaveMs);
    },
    /** Closes now, e.g. on unmount or when the trigger is used. */
    cancel(): void {
      clear();
      set(false);
    },
    isOpen: (): boolean => open,
  };
}
