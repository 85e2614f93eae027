import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const footer = style({
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  maxWidth: '60rem',
  margin: `0 auto ${vars.space.lg}`,
});

export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1rem', color: vars.color.text });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const badge = style({
  display: 'inline-block',
  marginTop: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: '999px',
  border: `2px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontWeight: 700,
});

export const install = style({ marginTop: vars.space.md });

export const line = style({ margin: `${vars.space.xs} auto`, maxWidth: '60rem', textAlign: 'center' });
