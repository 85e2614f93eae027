import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.surface,
  color: vars.color.danger,
  fontWeight: 600,
});

export const aside = style({ marginTop: vars.space.lg, color: vars.color.textMuted });
