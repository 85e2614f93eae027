import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const testModeBanner = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.control,
  border: `2px dashed ${vars.color.danger}`,
  color: vars.color.text,
  fontWeight: 700,
  letterSpacing: '0.02em',
});

export const section = style({
  margin: `0 0 ${vars.space.xl}`,
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: `0 0 ${vars.space.md}`, fontSize: '1.375rem' });

export const muted = style({ color: vars.color.textMuted });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  gap: vars.space.lg,
  padding: 0,
  margin: `0 0 ${vars.space.xl}`,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const currentCard = style({ borderColor: vars.color.accent, borderWidth: '2px' });

export const price = style({ fontSize: '1.5rem', fontWeight: 700, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: 'auto' });

export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const error = style({ color: vars.color.danger });
