import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { MEDIA } from '../../lib/ui-constants';
import { vars } from '../theme.css';
import { ASSUMED_TOAST_WIDTH_PX } from './swipe';

const slideIn = keyframes({
  from: { transform: 'translateY(-100%)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});

const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(100%)' },
});

// Top-centre, above the loading cover, never wider than the screen.
export const viewport = style({
  position: 'fixed',
  top: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `min(${ASSUMED_TOAST_WIDTH_PX}px, 100vw)`,
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
});

const base = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  columnGap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '6px',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 10px 30px rgb(0 0 0 / 0.15)',
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} 180ms ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} 150ms ease-in forwards` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: 'transform 200ms ease-out' },
    '&[data-swipe="end"]': { animation: `${swipeOut} 150ms ease-out forwards` },
  },
  '@media': {
    [MEDIA.reducedMotion]: {
      selectors: {
        '&[data-state="open"], &[data-state="closed"], &[data-swipe="end"]': { animation: 'none' },
        '&[data-swipe="cancel"]': { transition: 'none' },
      },
    },
  },
});

export const toast = styleVariants({
  info: [base, { borderLeftColor: vars.color.accent }],
  success: [base, { borderLeftColor: vars.color.accent }],
  warning: [base, { borderLeftColor: vars.color.focus }],
  error: [base, { borderLeftColor: vars.color.danger }],
});

export const title = style({ gridColumn: 1, margin: 0, fontWeight: 700 });

export const description = style({ gridColumn: 1, margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

export const close = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  minWidth: '44px',
  minHeight: '44px',
  border: 'none',
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});
