import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 600, color: vars.color.text });

export const input = style({
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': { borderColor: vars.color.accent },
  },
});

export const hint = style({ fontSize: '0.9375rem', color: vars.color.textMuted, margin: 0 });

export const error = style({ fontSize: '0.9375rem', color: vars.color.danger, margin: 0, fontWeight: 600 });
