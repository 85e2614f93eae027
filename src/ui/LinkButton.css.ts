import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A button that looks like the links beside it (the language switch, "Log out", a reply's feedback words). */
export const linkButton = style({
  border: 'none',
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
});
