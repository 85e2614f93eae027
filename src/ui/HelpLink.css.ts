import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const helpLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: '999px',
  border: `2px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
