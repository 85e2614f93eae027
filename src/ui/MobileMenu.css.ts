import { globalStyle, style } from '@vanilla-extract/css';
import { MEDIA } from '../lib/ui-constants';
import { vars } from './theme.css';

export const container = style({
  '@media': { [MEDIA.atLeastLarge]: { display: 'none' } },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '@media': { [MEDIA.atMostSmall]: { padding: `0 ${vars.space.sm}` } },
});

export const icon = style({
  fontSize: '1.25rem',
  lineHeight: 1,
  '@media': { [MEDIA.atMostSmall]: { display: 'none' } },
});

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(20, 17, 15, 0.45)' });

export const panel = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: 'min(22rem, 100vw)',
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '-8px 0 24px rgba(43, 37, 33, 0.2)',
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space.md,
});

export const title = style({ margin: 0, fontSize: '1.25rem' });

export const close = style([trigger, {}]);

// The entries stack, each a full-width touch target.
globalStyle(`${panel} ul`, { listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${panel} li a, ${panel} li button`, {
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  width: '100%',
  padding: `0 ${vars.space.sm}`,
  fontSize: '1.125rem',
});
