import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const intro = style({
  margin: `0 0 ${vars.space.lg}`,
  maxWidth: '44rem',
});

export const note = style({ color: vars.color.textMuted, margin: 0 });

// Opaque cards: the particle background would otherwise drift through the results like data points.
export const block = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

globalStyle(`${block} > h2`, { marginTop: 0 });

export const results = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const result = style({
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBottom: 0, borderBottom: 'none' } },
});

export const resultHeading = style({ fontSize: '1.125rem', margin: `0 0 ${vars.space.xs}` });

// Date, score and result side by side where they fit, one under another where they do not.
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.xl}`, margin: 0 });

globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: '0.9375rem' });

globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 });

export const sessions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});

export const session = style({ minWidth: 0 });

export const sessionHeading = style({
  fontSize: '1.125rem',
  margin: `0 0 ${vars.space.sm}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  alignItems: 'baseline',
});

export const minutes = style({
  fontWeight: 400,
  color: vars.color.textMuted,
  fontSize: '1rem',
});

export const summary = style({
  margin: 0,
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.accent}`,
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
