import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const section = style({ marginTop: vars.space.xl });

export const lead = style({ fontSize: '1.125rem' });

export const card = style({ marginTop: vars.space.lg });
