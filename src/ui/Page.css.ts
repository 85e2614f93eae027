import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const page = style({
  width: '100%',
  maxWidth: '60rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  flex: 1,
  // The footer starts below the first screen: a page whose content arrives after a fetch (the plans, the
  // questionnaires) grows without pushing a visible footer down (a layout shift, CLS 0.7 on /plans before).
  minHeight: '100vh',
});

export const narrow = style({ maxWidth: '28rem' });

export const title = style({ fontSize: 'clamp(1.75rem, 4vw, 2.5rem)', margin: `0 0 ${vars.space.lg}` });
