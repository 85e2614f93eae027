import { globalStyle, style } from '@vanilla-extract/css';
import { MEDIA } from '../lib/ui-constants';
import { vars } from './theme.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  // Brand, help link and Menu keep to one line on a phone.
  '@media': { [MEDIA.atMostSmall]: { gap: vars.space.sm, padding: vars.space.md } },
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const brand = style({ marginRight: 'auto', display: 'flex', alignItems: 'center' });

// Below the large breakpoint the mobile menu holds these entries instead.
export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [MEDIA.belowLarge]: { display: 'none' } },
});

globalStyle(`${nav} ul`, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-4rem',
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.link,
  borderRadius: vars.radius.control,
  selectors: { '&:focus': { top: vars.space.md } },
});

// In a chat (where a crisis is likeliest) the header, and its crisis help link, stay on screen while the conversation
// scrolls, on a phone too: help is one tap away at any point of a session.
globalStyle(`html[data-layout="chat"] ${header}, html[data-layout="chatLight"] ${header}`, {
  position: 'sticky',
  top: 0,
  zIndex: 10,
});
