import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.xl}`,
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: '1.375rem' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
