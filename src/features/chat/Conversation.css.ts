import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { MEDIA } from '../../lib/ui-constants';
import { vars } from '../../ui/theme.css';

// The conversation scrolls inside itself, so the page (and the crisis help link in its header) stays in view.
export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: '12rem',
  maxHeight: 'min(55dvh, 36rem)',
  overflowY: 'auto',
  // Clear of the sticky header above and the sticky message box below when the page brings the end into view.
  scrollMarginTop: '5rem',
  scrollMarginBottom: '13rem',
  '@media': {
    // On a phone the toolbar's last row (End session) stays clear of the header too: the box is brought in below
    // it, and is as tall as the screen leaves between that row and the message box (header 5rem, row 3.5rem,
    // message box 13rem).
    [MEDIA.belowMedium]: { scrollMarginTop: '8.5rem', maxHeight: 'calc(100dvh - 22rem)', minHeight: '10rem' },
  },
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const disclosure = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.control,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
});

const bubbleBase = style({
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.card,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const bubble = styleVariants({
  user: [
    bubbleBase,
    {
      alignSelf: 'flex-end',
      background: vars.color.accent,
      color: vars.color.onAccent,
    },
  ],
  doro: [
    bubbleBase,
    {
      alignSelf: 'flex-start',
      background: vars.color.page,
      color: vars.color.text,
    },
  ],
});

export const author = style({
  display: 'block',
  fontSize: '0.8125rem',
  fontWeight: 700,
  opacity: 0.85,
});

export const pendingNote = style({
  display: 'block',
  fontSize: '0.8125rem',
  fontStyle: 'italic',
});

const blink = keyframes({
  '0%, 80%, 100%': { opacity: 0.25 },
  '40%': { opacity: 1 },
});

export const typing = style({
  display: 'block',
  alignSelf: 'flex-start',
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

export const dot = style({
  display: 'inline-block',
  animation: `${blink} 1.2s infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const notice = style({
  alignSelf: 'center',
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
  textAlign: 'center',
});

export const crisis = style({ alignSelf: 'stretch' });
