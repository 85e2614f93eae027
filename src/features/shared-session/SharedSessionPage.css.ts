import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const summary = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.lg,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
  borderRadius: vars.radius.card,
  fontSize: '1.125rem',
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
});

export const note = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.md}` });
