/**
 * Dates and plurals in the locale's form (decision 033). Apart from i18n.ts, which goes into the framework chunk every
 * page loads: only the pages that write a date or a count load these (the landing page does not).
 */
import { fill, type Locale, type Plural } from './i18n';

export function formatDate(code: Locale, date: Date, options?: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(code, options).format(date);
}

/** The form of a count the locale's plural rules pick (French: 0 and 1 are singular), with `{count}` filled in. */
export function plural(code: Locale, forms: Plural, count: number): string {
  const category = new Intl.PluralRules(code).select(count);
  const form = category === 'one' || category === 'many' ? (forms[category] ?? forms.other) : forms.other;
  return fill(code, form, { count });
}
