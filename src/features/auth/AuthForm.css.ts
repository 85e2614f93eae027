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

export const status = style({
  display: 'block',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.accent}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
});

export const intro = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });

export const checkbox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const checkboxRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const checkboxInput = style({
  flex: 'none',
  width: '1.375rem',
  height: '1.375rem',
  marginTop: '0.125rem',
  accentColor: vars.color.accent,
  selectors: { '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: '2px' } },
});

export const fieldError = style({ fontSize: '0.9375rem', color: vars.color.danger, margin: 0, fontWeight: 600 });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0`,
  color: vars.color.textMuted,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const hint = style({ fontSize: '0.9375rem', color: vars.color.textMuted, margin: 0 });

export const rowEnd = style({ display: 'flex', justifyContent: 'flex-end' });

export const guardian = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
});

export const guardianLegend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });

export const guardianIntro = style({ margin: 0, color: vars.color.textMuted });
