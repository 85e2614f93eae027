import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const panel = style({
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.surface,
  color: vars.color.text,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // Brought into view clear of the sticky header (two rows on a wide screen with a long email in it).
  scrollMarginTop: '9rem',
});

export const heading = style({
  margin: 0,
  fontSize: '1.25rem',
  color: vars.color.danger,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `2px solid ${vars.color.danger}` } },
});

export const text = style({ margin: 0 });

export const emergency = style({ margin: 0, fontWeight: 700 });

// The lines and their call and text links look as they do in the crisis card: one style for both.
export { list as lines, actions, action } from '../../ui/CrisisCard.css';

export const goOn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' });
