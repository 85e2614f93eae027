import { describe, expect, it } from 'vitest';
import { palettes } from './palettes';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].toSorted((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('contrast', () => {
  it('matches known WCAG values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe.each(Object.entries(palettes))('the %s palette (WCAG AA)', (_name, palette) => {
  it.each([
    ['text on page', palette.text, palette.page],
    ['text on surface', palette.text, palette.surface],
    ['muted text on page', palette.textMuted, palette.page],
    ['muted text on surface', palette.textMuted, palette.surface],
    ['links on page', palette.link, palette.page],
    ['links on surface', palette.link, palette.surface],
    ['button text on accent', palette.onAccent, palette.accent],
    ['button text on hovered accent', palette.onAccent, palette.accentHover],
    ['errors on surface', palette.danger, palette.surface],
    ['errors on page', palette.danger, palette.page],
  ])('%s reads at 4.5:1 or more', (_pair, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring stands out from page and surface at 3:1 or more', () => {
    expect(contrast(palette.focus, palette.page)).toBeGreaterThanOrEqual(3);
    expect(contrast(palette.focus, palette.surface)).toBeGreaterThanOrEqual(3);
  });
});
