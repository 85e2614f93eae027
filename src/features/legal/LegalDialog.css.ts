import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(20, 17, 15, 0.45)' });

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  width: 'min(44rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  // The whole popup scrolls (not an inner box): it holds the Close button, so keyboard users can scroll it too.
  overflowY: 'auto',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 16px 48px rgba(43, 37, 33, 0.25)',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  background: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: '1.5rem' });

export const close = style({
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});

// The title and Close stay in view above the text.
export const body = style({ padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}` });
