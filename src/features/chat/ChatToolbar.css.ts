import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

// A row of its own: the month's and the session's figures, then the buttons together on the next row.
export const remaining = style({
  margin: 0,
  flexBasis: '100%',
  display: 'flex',
  flexDirection: 'column',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
