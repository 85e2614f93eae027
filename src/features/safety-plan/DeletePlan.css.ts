import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const overlay = style({ position: 'fixed', inset: 0, zIndex: 50, background: 'rgba(15, 17, 26, 0.55)' });

export const dialog = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: 51,
  transform: 'translate(-50%, -50%)',
  width: 'min(28rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 16px 48px rgba(15, 17, 26, 0.35)',
});

export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1.375rem' });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.danger, fontWeight: 600 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});
