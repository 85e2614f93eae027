import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '44px', // a comfortable touch target
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.control,
  border: '2px solid transparent',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms ease',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.onAccent,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.border,
      selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.accent } },
    },
  ],
  danger: [base, { background: vars.color.danger, color: vars.color.surface }],
});

export type ButtonVariant = keyof typeof button;
