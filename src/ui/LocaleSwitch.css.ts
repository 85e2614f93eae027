import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

// Looks like the links beside it, and is as easy to hit as them.
export const localeSwitch = style({
  minHeight: '44px',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
});
