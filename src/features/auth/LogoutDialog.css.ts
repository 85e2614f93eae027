import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(30, 34, 48, 0.45)' });

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(26rem, calc(100vw - 2rem))',
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 16px 48px rgba(30, 34, 48, 0.3)',
});

export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1.375rem' });

export const description = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
