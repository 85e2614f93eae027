import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.page,
  color: vars.color.text,
  // Its own stacking context: the particle canvas (z-index -1) then paints above this background and below the
  // page, instead of disappearing behind the shell.
  isolation: 'isolate',
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: '1.5rem',
  fontWeight: 700,
  color: vars.color.text,
  textDecoration: 'none',
});

// With header and footer hidden (mode=form or mode=result), the crisis help link keeps a bar of its own, pinned to
// the top, so it stays one tap away however far the questionnaire scrolls.
export const focusHelpBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.page,
});
