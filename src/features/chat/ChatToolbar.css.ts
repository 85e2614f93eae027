import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const remaining = style({
  margin: 0,
  marginRight: 'auto',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
