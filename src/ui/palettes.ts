/**
 * The colours of each layout's theme, as plain data so a unit test can check their contrast (WCAG AA) without a
 * browser. Calm and warm: cream pages, soft ink, one quiet accent per area; the chat is dark by default (spec
 * point 2: a light theme is optional there).
 */
import type { LayoutKey } from '../lib/layout-key';

export interface Palette {
  page: string;
  surface: string;
  text: string;
  textMuted: string;
  accent: string;
  accentHover: string;
  onAccent: string;
  link: string;
  border: string;
  focus: string;
  danger: string;
}

const warmLight: Palette = {
  page: '#fbf7f2',
  surface: '#ffffff',
  text: '#2b2521',
  textMuted: '#5c534d',
  accent: '#2f6a65',
  accentHover: '#245450',
  onAccent: '#ffffff',
  link: '#2a6560',
  border: '#ded3c8',
  focus: '#b4530b',
  danger: '#a3261b',
};

export const palettes: Record<LayoutKey, Palette> = {
  home: warmLight,
  default: warmLight,
  auth: { ...warmLight, page: '#f5f1ea', accent: '#3b6645', accentHover: '#2f5237', link: '#365f40' },
  questionnaires: { ...warmLight, page: '#f4f7f6', accent: '#2b5f70', accentHover: '#214b59', link: '#285a6a' },
  profile: { ...warmLight, page: '#f7f4ef', accent: '#574b88', accentHover: '#463c70', link: '#52467f' },
  blog: { ...warmLight, page: '#fffdf9', accent: '#7a3a45', accentHover: '#642f38', link: '#73363f' },
  chat: {
    page: '#1e2230',
    surface: '#282d3e',
    text: '#f3efe9',
    textMuted: '#c9c2ba',
    accent: '#e8a87c',
    accentHover: '#f0bb95',
    onAccent: '#1e2230',
    link: '#f2bc96',
    border: '#424a62',
    focus: '#ffd28a',
    danger: '#ffa597',
  },
  chatLight: { ...warmLight, page: '#fffbf6', accent: '#8a4b2a', accentHover: '#733d21', link: '#8a4b2a' },
};
