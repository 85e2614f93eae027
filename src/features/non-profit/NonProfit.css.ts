import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const lead = style({ fontSize: '1.1875rem', maxWidth: '42rem', margin: `0 0 ${vars.space.lg}` });

export const section = style({ maxWidth: '42rem', margin: `${vars.space.xl} 0` });
