import { keyframes, style } from '@vanilla-extract/css';
import { MEDIA } from '../lib/ui-constants';
import { vars } from './theme.css';

// A slow in-and-out, like a calm breath, rather than a spinner's urgency.
const breathe = keyframes({
  '0%, 100%': { transform: 'scale(0.8)', opacity: 0.55 },
  '50%': { transform: 'scale(1)', opacity: 1 },
});

export const cover = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  width: '100vw',
  // 100vh first for browsers without dynamic viewport units; 100dvh wins where supported.
  height: ['100vh', '100dvh'],
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  background: `linear-gradient(160deg, ${vars.color.page} 0%, ${vars.color.surface} 45%, color-mix(in srgb, ${vars.color.accent} 22%, ${vars.color.page}) 100%)`,
  color: vars.color.text,
});

export const breath = style({
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: '50%',
  background: `radial-gradient(circle, ${vars.color.accent} 0%, color-mix(in srgb, ${vars.color.accent} 35%, transparent) 70%)`,
  animation: `${breathe} 4s ease-in-out infinite`,
  '@media': { [MEDIA.reducedMotion]: { animation: 'none', opacity: 0.85 } },
});

export const label = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: '1.25rem',
  color: vars.color.text,
});
