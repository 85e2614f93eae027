import { createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { layoutKeys, type LayoutKey } from '../lib/layout-key';
import { palettes, type Palette } from './palettes';

/** What every theme defines; components read only these variables, never a colour. */
export const vars = createThemeContract({
  color: {
    page: null,
    surface: null,
    text: null,
    textMuted: null,
    accent: null,
    accentHover: null,
    onAccent: null,
    link: null,
    border: null,
    focus: null,
    danger: null,
  } satisfies Record<keyof Palette, null>,
  font: { body: null, heading: null },
  radius: { control: null, card: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
});

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Iowan Old Style", "Palatino Linotype", serif',
  },
  radius: { control: '10px', card: '16px' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem' },
};

/** One theme class per layout key; the app shell puts the current one on the page. */
export const themeClass = Object.fromEntries(
  layoutKeys.map((key) => [key, createTheme(vars, { ...shared, color: palettes[key] }, `theme-${key}`)]),
) as Record<LayoutKey, string>;

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', { margin: 0, padding: 0 });

globalStyle('body', {
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: shared.font.body,
  lineHeight: 1.6,
  fontSize: '1.0625rem',
  WebkitFontSmoothing: 'antialiased',
});

// Keyboard users always see where they are; mouse clicks do not leave rings behind.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('a', { color: vars.color.link, textUnderlineOffset: '0.2em' });

globalStyle('h1, h2, h3', { fontFamily: vars.font.heading, lineHeight: 1.25, fontWeight: 600 });
