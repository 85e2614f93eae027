import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const section = style({ marginTop: vars.space.xl });

export const lead = style({ fontSize: '1.125rem' });

export const card = style({ marginTop: vars.space.lg });

export const version = style({ marginTop: vars.space.xl, color: vars.color.textMuted, fontSize: '0.9375rem' });

export const duty = style({ marginTop: vars.space.md });

export const dutyLaw = style({ fontWeight: 700, margin: 0 });

export const dutyMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });

export const dutyText = style({ margin: `${vars.space.xs} 0 0` });

export const tableWrap = style({ overflowX: 'auto', marginTop: vars.space.md });

export const table = style({ borderCollapse: 'collapse', width: '100%' });

globalStyle(`${table} th, ${table} td`, { textAlign: 'left', padding: `${vars.space.xs} ${vars.space.sm}` });
