import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const card = style({
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1.125rem', color: vars.color.danger });

export const intro = style({ margin: `0 0 ${vars.space.sm}` });

export const emergency = style({ margin: `0 0 ${vars.space.md}` });

export const emergencyText = style({ margin: 0, fontWeight: 700 });

export const subheading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: '1.0625rem' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });

// Phone links are the main action on a phone: full touch targets, not inline text.
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
