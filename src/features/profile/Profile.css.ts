import { globalStyle, style } from '@vanilla-extract/css';
import { MEDIA } from '../../lib/ui-constants';
import { vars } from '../../ui/theme.css';

export const section = style({
  margin: `0 0 ${vars.space.xl}`,
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: `0 0 ${vars.space.md}`, fontSize: '1.375rem' });

// A long email wraps inside its column: on a 375 px phone it would otherwise push the page sideways.
// Below the medium width each label sits above its value: beside it, "Medical disclaimer" left the values a sliver.
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': {
    [MEDIA.belowMedium]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 },
  },
});

globalStyle(`${facts} > dt`, { fontWeight: 600 });
globalStyle(`${facts} > dd`, { margin: 0 });

export const muted = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.md} 0 0`,
  display: 'grid',
  gap: vars.space.sm,
});

export const link = style({ wordBreak: 'break-all' });

export const danger = style({ color: vars.color.danger });

export const fieldset = style({ border: 'none', padding: 0, margin: `0 0 ${vars.space.md}` });

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(30, 34, 48, 0.45)' });

export const dialog = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(28rem, calc(100vw - 2rem))',
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 16px 48px rgba(30, 34, 48, 0.3)',
});

// An account fact's Change button with its form and its last outcome, under the value.
export const editable = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
});

/**
 * Where the person lives takes two lines, said or loading ("Not said: the strictest protections apply" wraps on a
 * phone): the rows below do not move when it arrives.
 */
export const placeValue = style({ display: 'block', minHeight: '2lh' });

/** Holds a button's room without showing it (ChangeButtonSpace). */
export const reserved = style({ visibility: 'hidden' });

export const editForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '28rem',
});

export const done = style({ margin: 0, color: vars.color.textMuted });
