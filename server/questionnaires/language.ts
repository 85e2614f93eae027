/**
 * Which language a questionnaire read is answered in (issue 21): the `lang` query parameter when given, else the
 * first French or English language of Accept-Language by its q-values (any `fr` gives fr-CA), else English. The
 * contract checks `lang` itself (a bad value is a 400 naming the allowed ones); the public cache keys its entries by
 * `cacheLanguage`, which reads the raw request before any check.
 */
import { PtestLanguage } from '../../src/contract/ptests';

export function languageFromAcceptLanguage(header: string | undefined): PtestLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: tag.trim().split('-')[0]!.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .toSorted((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { language } of ranked) {
    if (language === 'fr') return 'fr-CA';
    if (language === 'en') return 'en';
  }
  return 'en';
}

export function requestedLanguage(lang: PtestLanguage | undefined, acceptLanguage: string | undefined): PtestLanguage {
  return lang ?? languageFromAcceptLanguage(acceptLanguage);
}

/**
 * The language a request will be answered in, for the public cache's key; a query the contract will refuse (a bad
 * `lang`, another field) keys apart, so it reaches the check and gets its 400, which is never kept.
 */
export function cacheLanguage(query: unknown, acceptLanguage: string | undefined): string {
  const fields = (query ?? {}) as Record<string, unknown>;
  const others = Object.keys(fields).filter((name) => name !== 'lang');
  if (others.length > 0) return `refused:${others.join(',')}`;
  const lang = fields.lang;
  if (lang === undefined) return languageFromAcceptLanguage(acceptLanguage);
  const parsed = PtestLanguage.safeParse(lang);
  return parsed.success ? parsed.data : `refused:${String(lang)}`;
}
