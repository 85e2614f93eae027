import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const brand = style({ marginRight: 'auto', display: 'flex', alignItems: 'center' });

export const nav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-4rem',
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.link,
  borderRadius: vars.radius.control,
  selectors: { '&:focus': { top: vars.space.md } },
});
