import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const lead = style({ fontSize: '1.1875rem', maxWidth: '42rem', margin: `0 0 ${vars.space.md}` });

export const note = style({ maxWidth: '42rem', color: vars.color.textMuted });

export const panel = style({
  padding: vars.space.lg,
  margin: `${vars.space.lg} 0`,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const panelTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1.375rem' });

export const bar = style({ width: '100%', height: '0.75rem', accentColor: vars.color.accent });

export const count = style({ display: 'block', margin: `${vars.space.sm} 0` });

export const problem = style({ color: vars.color.danger, fontWeight: 600 });

export const week = style({ marginTop: vars.space.xl });

export const days = style({ display: 'grid', gap: vars.space.md, padding: 0, margin: 0, listStyle: 'none' });

export const day = style({
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&[data-done="true"]': { borderColor: vars.color.accent } },
});

export const dayTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: '1.125rem' });

export const dayText = style({ margin: `0 0 ${vars.space.sm}` });

export const why = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted });

export const doneLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  fontWeight: 600,
  cursor: 'pointer',
});

export const checkbox = style({ width: '1.25rem', height: '1.25rem', accentColor: vars.color.accent });
