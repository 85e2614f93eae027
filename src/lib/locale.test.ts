import { describe, expect, it } from 'vitest';
import { prefersCanadianLocale } from './locale';

describe('prefersCanadianLocale', () => {
  it.each([[['en-CA']], [['fr-CA', 'fr']], [['en-US', 'en-ca']], [['iu-Latn-CA']], [['en_CA']]])(
    '%j is Canadian',
    (languages) => {
      expect(prefersCanadianLocale(languages)).toBe(true);
    },
  );

  it.each([[[]], [['en-US', 'en']], [['ca']], [['ca-ES']], [['fr-FR', 'en-GB']]])('%j is not', (languages) => {
    expect(prefersCanadianLocale(languages)).toBe(false);
  });
});
