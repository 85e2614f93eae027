/**
 * The timing and size numbers that shape the shared UI parts, in one place so the components, the loading-cover
 * machine, their tests and anyone reading the spec agree on them. In lib, not ui, because machines may read lib.
 */

/** Toasts: shown at top-centre, closed after 5 s, dismissed by a swipe of 80 % of their width. */
export const TOAST = {
  autoCloseMs: 5000,
  swipeDismissFraction: 0.8,
  /** How long a closed toast stays in the store so its exit animation can play before it is removed. */
  removeAfterCloseMs: 300,
  /** More than this many at once is noise: the oldest open one closes to make room. */
  maxOpen: 3,
} as const;

/** Tooltips: a short hover delay; on touch, a long press opens and the tip lingers after the finger lifts. */
export const TOOLTIP = {
  enterDelayMs: 100,
  touchEnterDelayMs: 700,
  touchLeaveDelayMs: 1500,
  maxWidthPx: 300,
} as const;

/** The particle background: fewer particles on the auth pages, where the forms need calm. */
export const PARTICLES = {
  authCount: 100,
  defaultCount: 200,
} as const;

/** The full-screen loading cover stays this long after it is asked to hide. */
export const LOADING_COVER_HIDE_DELAY_MS = 5000;

/**
 * The cover shown while the app confirms a stored sign-in at start-up. It uses the cover's own delay setting with a
 * short value: 5000 ms after every reload of a signed-in page would only make people wait. And it gives up after
 * `maxMs`: the page under it already shows the stored user, so an identity provider that never answers must not
 * leave the screen covered.
 */
export const STARTUP_COVER = {
  hideDelayMs: 300,
  maxMs: 8000,
} as const;

/**
 * Viewport widths in CSS pixels, the one source of the breakpoints: "mobile" is below medium (no particle
 * background), the mobile menu is used below large, and at small or less (a narrow phone) the header
 * tightens so brand, help link and Menu keep to one line. The numbers follow common phone, tablet and laptop widths.
 */
export const BREAKPOINT = {
  smallPx: 420,
  mediumPx: 768,
  largePx: 1024,
} as const;

// A "below" query stops 0.02 px short of the breakpoint, so at exactly the breakpoint only the "at least" query
// matches, even at fractional zoom widths.
const below = (px: number) => `(max-width: ${px - 0.02}px)`;

/** Media queries for the breakpoints, usable in vanilla-extract `@media` and in `matchMedia`. */
export const MEDIA = {
  atMostSmall: `(max-width: ${BREAKPOINT.smallPx}px)`,
  atLeastMedium: `(min-width: ${BREAKPOINT.mediumPx}px)`,
  belowMedium: below(BREAKPOINT.mediumPx),
  atLeastLarge: `(min-width: ${BREAKPOINT.largePx}px)`,
  belowLarge: below(BREAKPOINT.largePx),
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
