import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** A legal text: short sections with plain headings, comfortable to read inside a popup or a page. */
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '42rem' });

globalStyle(`${text} h3`, { margin: `${vars.space.md} 0 0`, fontSize: '1.125rem' });
globalStyle(`${text} p, ${text} ul`, { margin: 0 });
globalStyle(`${text} ul`, { paddingLeft: vars.space.lg });
globalStyle(`${text} li + li`, { marginTop: vars.space.xs });

export const updated = style({ color: vars.color.textMuted, fontSize: '0.9375rem' });

/** The crisis resources stand out: a person who needs them must find them at a glance. */
export const crisis = style({
  padding: vars.space.md,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.surface,
});

globalStyle(`${crisis} p + ul, ${crisis} p + p`, { marginTop: vars.space.sm });
