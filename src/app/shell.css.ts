import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.page,
  color: vars.color.text,
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: '1.5rem',
  fontWeight: 700,
  color: vars.color.text,
  textDecoration: 'none',
});
