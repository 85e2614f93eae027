import { describe, expect, it } from 'vitest';
import { cacheLanguage, languageFromAcceptLanguage, requestedLanguage } from './language';

describe('the language of a questionnaire read', () => {
  it('takes the first French or English language of Accept-Language by its weights', () => {
    expect(languageFromAcceptLanguage('fr-FR,fr;q=0.9')).toBe('fr-CA');
    expect(languageFromAcceptLanguage('de-DE, en;q=0.4, fr;q=0.8')).toBe('fr-CA');
    expect(languageFromAcceptLanguage('fr;q=0.2, en-CA')).toBe('en');
    expect(languageFromAcceptLanguage('es, de')).toBe('en');
    expect(languageFromAcceptLanguage('fr;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });

  it('prefers lang to the header', () => {
    expect(requestedLanguage('en', 'fr-CA')).toBe('en');
    expect(requestedLanguage(undefined, 'fr-CA')).toBe('fr-CA');
  });

  it('keys the cache by language, and a query the contract refuses apart from every language', () => {
    expect(cacheLanguage({}, 'fr')).toBe('fr-CA');
    expect(cacheLanguage({ lang: 'en' }, 'fr')).toBe('en');
    expect(cacheLanguage({ lang: 'fr' }, 'fr')).not.toMatch(/^(en|fr-CA)$/);
    expect(cacheLanguage({ lang: 'en', other: '1' }, undefined)).not.toMatch(/^(en|fr-CA)$/);
  });
});
