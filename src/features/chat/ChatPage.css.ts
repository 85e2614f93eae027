import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const panelText = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const error = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.danger,
  fontWeight: 600,
});

export const endedNote = style({
  margin: `${vars.space.md} 0 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const statusLine = style({
  display: 'block',
  margin: `0 0 ${vars.space.md}`,
});
