import { TOAST } from '../../lib/ui-constants';

/** The toast width assumed before the viewport has been measured (the viewport's maximum width). */
export const ASSUMED_TOAST_WIDTH_PX = 420;

/**
 * Radix dismisses a toast when a swipe passes a distance in pixels; ours is 80 % of the toast's width,
 * so the distance follows the measured width.
 */
export function swipeDismissThresholdPx(toastWidthPx: number): number {
  const width = Number.isFinite(toastWidthPx) && toastWidthPx > 0 ? toastWidthPx : ASSUMED_TOAST_WIDTH_PX;
  return Math.round(width * TOAST.swipeDismissFraction);
}
