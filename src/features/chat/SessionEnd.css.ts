import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const form = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: '1.25rem' });

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 600 });

export const scale = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

// One step of the scale: the radio and its number, 44 px high, marked when chosen.
export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.border}`,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: { '&:has(input:checked)': { borderColor: vars.color.accent } },
});

export const radio = style({ width: '1.1rem', height: '1.1rem', margin: 0, accentColor: vars.color.accent });

export const label = style({ fontWeight: 600 });

export const textarea = style({
  width: '100%',
  minHeight: '5rem',
  padding: vars.space.sm,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
  selectors: { '&:focus-visible': { borderColor: vars.color.accent } },
});

export const linkField = style({
  width: '100%',
  minWidth: 0,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.page,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.9375rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
