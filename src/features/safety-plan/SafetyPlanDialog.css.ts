import { style } from '@vanilla-extract/css';
import { MEDIA } from '../../lib/ui-constants';
import { vars } from '../../ui/theme.css';

export const overlay = style({ position: 'fixed', inset: 0, zIndex: 50, background: 'rgba(15, 17, 26, 0.55)' });

// Tall forms scroll inside the dialog; on a phone it takes the width with a small margin.
export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: 51,
  transform: 'translate(-50%, -50%)',
  width: 'min(42rem, calc(100vw - 1rem))',
  maxHeight: 'calc(100dvh - 1rem)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 16px 48px rgba(15, 17, 26, 0.35)',
  '@media': { [MEDIA.atMostSmall]: { padding: vars.space.md } },
});

export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1.375rem' });

export const description = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });
