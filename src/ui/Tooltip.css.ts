import { keyframes, style } from '@vanilla-extract/css';
import { MEDIA, TOOLTIP } from '../lib/ui-constants';
import { vars } from './theme.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  maxWidth: `${TOOLTIP.maxWidthPx}px`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.control,
  // The text colour on the page colour, inverted, reads in every theme, dark chat included.
  background: vars.color.text,
  color: vars.color.page,
  fontSize: '0.9375rem',
  lineHeight: 1.4,
  zIndex: 1200,
  overflowWrap: 'break-word',
  animation: `${appear} 120ms ease-out`,
  '@media': { [MEDIA.reducedMotion]: { animation: 'none' } },
});

export const arrow = style({ fill: vars.color.text });

// A long press must open the tip, not the browser's callout or a text selection.
export const trigger = style({ WebkitTouchCallout: 'none', userSelect: 'none' });
