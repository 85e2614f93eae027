/**
 * The crisis card in French (issue 21): its words, and the lines that answer in French, Quebec's 1-866-APPELLE and
 * Tel-jeunes, beside 988, 911 and Kids Help Phone (Jeunesse, J'écoute). Its own file: the locale is module state.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { frCA } from '../lib/i18n/fr-CA';
import { startLocale } from '../lib/i18n/i18n';
import { CrisisCard } from './CrisisCard';

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('CrisisCard in French', () => {
  beforeAll(() => startLocale('fr-CA', { loadFrench: async () => frCA, remember: () => {} }));

  it('speaks French and adds the French-language lines', () => {
    const html = renderToStaticMarkup(<CrisisCard level="concern" />);
    expect(html).toMatch(/<h2[^>]*>Ressources en cas de crise<\/h2>/);
    expect(html).toContain('Tel-jeunes');
    expect(html).toContain('1-866-APPELLE');
    expect(html).toContain('Jeunesse, J’écoute');
    expect(hrefs(html)).toEqual(
      expect.arrayContaining([
        'tel:988',
        'sms:988',
        'tel:911',
        'tel:18006686868',
        'sms:686868',
        'tel:18662773553',
        'tel:18002632266',
        'sms:5146001002',
      ]),
    );
    expect(html).not.toContain('Crisis resources');
  });
});
