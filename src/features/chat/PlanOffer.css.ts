import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const offer = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.page,
  color: vars.color.text,
});

export const text = style({ margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
