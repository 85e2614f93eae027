import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const intro = style({ maxWidth: '42rem', margin: `0 0 ${vars.space.xl}`, color: vars.color.textMuted });

export const list = style({ display: 'grid', gap: vars.space.lg, padding: 0, margin: 0, listStyle: 'none' });

export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const cardTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: '1.375rem' });

export const cardSummary = style({ margin: `${vars.space.sm} 0` });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: 0,
  margin: `${vars.space.sm} 0 0`,
  listStyle: 'none',
});

export const tag = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  fontSize: '0.875rem',
  color: vars.color.text,
});

export const header = style({ marginBottom: vars.space.xl });

/** Long-form reading: a comfortable measure and room between blocks. */
export const prose = style({ maxWidth: '42rem', fontSize: '1.125rem', lineHeight: 1.7 });

globalStyle(`${prose} h2`, { margin: `${vars.space.xl} 0 ${vars.space.sm}`, fontSize: '1.5rem' });
globalStyle(`${prose} h3, ${prose} h4`, { margin: `${vars.space.lg} 0 ${vars.space.sm}`, fontSize: '1.25rem' });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
globalStyle(`${prose} blockquote`, {
  margin: `${vars.space.lg} 0`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
});

export const after = style({ maxWidth: '42rem', marginTop: vars.space.xl });

export const more = style({ marginTop: vars.space.xl });
