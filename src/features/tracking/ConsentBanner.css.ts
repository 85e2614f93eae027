import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const banner = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 50,
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.25)',
});

export const title = style({ margin: `0 0 ${vars.space.xs}`, fontSize: '1.0625rem' });

export const text = style({ margin: `0 0 ${vars.space.md}`, fontSize: '0.9375rem' });

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });
