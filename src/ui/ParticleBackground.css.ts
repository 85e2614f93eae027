import { style } from '@vanilla-extract/css';
import { MEDIA } from '../lib/ui-constants';
import { vars } from './theme.css';

const columnHalf = '30rem';
const fade = '2rem';
const columnMask = [
  `#000 calc(50% - ${columnHalf} - ${fade})`,
  `transparent calc(50% - ${columnHalf})`,
  `transparent calc(50% + ${columnHalf})`,
  `#000 calc(50% + ${columnHalf} + ${fade})`,
].join(', ');

/**
 * Fixed behind the page and never in the way: no pointer events, and z-index -1, so it paints under the content.
 * The container it sits in must be its own stacking context (e.g. `isolation: isolate`) with the page background,
 * or the background would cover it.
 */
export const canvas = style({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  zIndex: -1,
  pointerEvents: 'none',
  // The particles take the theme's accent; the canvas reads this colour when it draws.
  color: vars.color.accent,
  // Only in the margins beside the page's column (Page: 60rem wide, centred), fading out before it: dots drifting
  // over the words read as specks on the text (issue 18). Where the screen has no margins, no dots show.
  maskImage: `linear-gradient(to right, ${columnMask})`,
  '@media': { [MEDIA.belowMedium]: { display: 'none' } },
});
