import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const footer = style({
  padding: `${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
  textAlign: 'center',
});

export const line = style({ margin: `${vars.space.xs} 0` });
