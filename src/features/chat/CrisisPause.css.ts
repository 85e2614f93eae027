import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const panel = style({
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.surface,
  color: vars.color.text,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // Brought into view clear of the sticky header (two rows on a wide screen with a long email in it).
  scrollMarginTop: '9rem',
});

export const heading = style({
  margin: 0,
  fontSize: '1.25rem',
  color: vars.color.danger,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `2px solid ${vars.color.danger}` } },
});

export const text = style({ margin: 0 });

export const emergency = style({ margin: 0, fontWeight: 700 });

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });

// The calls and texts are the point of the pause: full touch targets.
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const goOn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' });
