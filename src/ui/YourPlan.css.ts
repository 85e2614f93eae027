import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const plan = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.page,
  overflowWrap: 'anywhere',
});

export const heading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: '1.0625rem' });

export const intro = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, fontSize: '0.9375rem' });

export const section = style({ selectors: { '& + &': { marginTop: vars.space.sm } } });

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: '0.9375rem',
  fontWeight: 700,
});

export const list = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg });

// A phone number is the thing to press in a hard moment: a full touch target.
export const call = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  fontWeight: 700,
});
