import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

// The message box and Send stay at the bottom of the screen while the page scrolls (a phone's screen holds little
// more than the conversation), over an opaque strip so the page never shows through.
export const form = style({
  display: 'grid',
  gap: vars.space.xs,
  marginTop: vars.space.md,
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  paddingBlock: vars.space.sm,
  background: vars.color.page,
});

// Closed during a crisis pause: it no longer rides over the page, so the referral above it shows whole.
export const formClosed = style({ position: 'static' });

export const label = style({ fontWeight: 600 });

// On a narrow phone the buttons go under the message box instead of pushing the page sideways.
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  alignItems: 'flex-end',
});

export const textarea = style({
  flex: '1 1 12rem',
  minWidth: 0,
  minHeight: '3rem',
  maxHeight: '12rem',
  resize: 'vertical',
  padding: vars.space.sm,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { borderColor: vars.color.accent } },
});

export const hint = style({
  margin: 0,
  fontSize: '0.875rem',
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  fontSize: '0.9375rem',
  color: vars.color.danger,
  fontWeight: 600,
});
