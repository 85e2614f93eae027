import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const legend = style({
  fontWeight: 600,
  marginBottom: vars.space.sm,
  padding: 0,
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.sm,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.accent } },
});

export const radio = style({
  gridRow: 'span 2',
  marginTop: '0.35rem',
  width: '1.1rem',
  height: '1.1rem',
  accentColor: vars.color.accent,
});

export const optionName = style({ fontWeight: 600 });

export const optionText = style({
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
});

export const form = style({ width: '100%' });

export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
