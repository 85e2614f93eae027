/**
 * Where the layout changes. Below `large` the top navigation folds into the mobile menu (spec point 2); the
 * numbers follow common tablet and laptop widths.
 */
export const breakpointPx = { medium: 768, large: 1024 } as const;

/** Media queries for vanilla-extract's '@media' blocks. */
export const media = {
  small: 'screen and (max-width: 420px)',
  belowLarge: `screen and (max-width: ${breakpointPx.large - 0.02}px)`,
  large: `screen and (min-width: ${breakpointPx.large}px)`,
} as const;
