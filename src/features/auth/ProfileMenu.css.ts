import { style } from '@vanilla-extract/css';
import { linkButton } from '../../ui/LinkButton.css';
import { vars } from '../../ui/theme.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.md} 0 ${vars.space.xs}`,
  borderRadius: '999px',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
});

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 700,
});

export const content = style({
  minWidth: '12rem',
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 8px 24px rgba(43, 37, 33, 0.15)',
});

export const item = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[data-highlighted]': { background: vars.color.page, outline: `2px solid ${vars.color.focus}` } },
});

export const who = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: 600,
});

export const textButton = style([linkButton, { textAlign: 'left' }]);
