import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 600, color: vars.color.text });

const control = {
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': { borderColor: vars.color.accent },
  },
} as const;

export const select = style({ ...control, minHeight: '44px', padding: `0 ${vars.space.md}` });

export const textarea = style({ ...control, minHeight: '9rem', padding: vars.space.md, resize: 'vertical' });

export const hint = style({ margin: 0, fontSize: '0.9375rem', color: vars.color.textMuted });

export const countOver = style([hint, { color: vars.color.danger, fontWeight: 600 }]);

export const error = style({ margin: 0, fontSize: '0.9375rem', color: vars.color.danger, fontWeight: 600 });

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontWeight: 600,
});

export const sent = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.accent}`,
});
