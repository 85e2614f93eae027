/**
 * Doro's interface in English and Canadian French (decision 033). English is written beside each component, in a
 * `*.messages.ts` file (`defineMessages`), so a page's English costs it nothing it did not cost before; French is
 * one catalog (fr-CA.ts) fetched only when French is the language, before the first render or at the switch.
 * A message missing from the catalog shows in English, never as a key. Plurals, numbers, dates and money go through
 * the browser's Intl in the current locale.
 */
import { useSyncExternalStore } from 'react';

export type Locale = 'en' | 'fr-CA';
export const LOCALES: readonly Locale[] = ['en', 'fr-CA'];

/** A count's forms by plural category (Intl.PluralRules); `other` is the one every language has. */
export interface Plural {
  one: string;
  other: string;
  many?: string;
}
export type Message = string | Plural;
export type Messages = Record<string, Message>;
/** A catalog: for each component, its messages in one language. */
export type Catalog = Record<string, Record<string, Message>>;

export interface MessageSet<M extends Messages> {
  component: string;
  base: M;
}

type Widen<M extends Messages> = { [K in keyof M]: M[K] extends string ? string : Plural };

/** Every component's English messages, by component name: what the catalogs are checked against. */
export const english: Catalog = {};

/** A component's messages, English first; the name is its key in every catalog. */
export function defineMessages<const M extends Messages>(component: string, base: M): MessageSet<Widen<M>> {
  english[component] = base;
  return { component, base: base as Widen<M> };
}

/** The locale a browser asks for: the first of its languages that is French or English, else none. */
export function localeFromLanguages(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const language = tag.split(/[-_]/)[0]!.toLowerCase();
    if (language === 'fr') return 'fr-CA';
    if (language === 'en') return 'en';
  }
  return null;
}

/** The person's choice (the switch's cookie, or their profile), else the browser's language, else English. */
export function chooseLocale(chosen: Locale | null, languages: readonly string[]): Locale {
  return chosen ?? localeFromLanguages(languages) ?? 'en';
}

/**
 * Where the French catalog comes from and where a choice is kept: given by main.tsx (startLocale), so this module
 * imports nothing of the app's. (An import or a dynamic import here makes the build split the landing page's entry
 * script into more chunks, each with its own request and compression overhead.)
 */
export interface LocaleSetup {
  loadFrench: () => Promise<Catalog>;
  remember: (locale: Locale) => void;
}

let locale: Locale = 'en';
let french: Catalog | null = null;
let setup: LocaleSetup | null = null;
const listeners = new Set<() => void>();

/**
 * Shows the interface in `next`: loads its catalog, sets <html lang>, and tells every component. `remember` keeps
 * the choice (the switch's cookie); the browser's own language is not remembered.
 */
export async function setLocale(next: Locale, { remember = true } = {}): Promise<void> {
  if (next !== 'en') french ??= (await setup?.loadFrench()) ?? null;
  if (remember) setup?.remember(next);
  locale = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

/** Before the first render: the chosen or browser locale, its catalog loaded so no English flashes first. */
export function startLocale(chosen: Locale | null, localeSetup: LocaleSetup): Promise<void> {
  setup = localeSetup;
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return setLocale(chooseLocale(chosen, languages), { remember: false });
}

export function currentLocale(): Locale {
  return locale;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** A set's messages in a locale: the catalog's, each missing one in English. */
export function messagesIn<M extends Messages>(set: MessageSet<M>, code: Locale, catalog: Catalog | null): M {
  return code === 'en' ? set.base : { ...set.base, ...(catalog?.[set.component] as Partial<M> | undefined) };
}

/** A set's messages in the current locale outside React: words made when needed (a form's check, an error). */
export function messagesNow<M extends Messages>(set: MessageSet<M>): M {
  return messagesIn(set, locale, french);
}

/** The component's messages in the current locale. */
export function useMessages<M extends Messages>(set: MessageSet<M>): M {
  return messagesIn(set, useLocale(), french);
}

/** A number as the locale writes it (1 234,5 in French); `options` for currency, percent... */
export function formatNumber(code: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(code, options).format(value);
}

/** `{name}` placeholders filled in; numbers written the locale's way. */
export function fill(code: Locale, message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(code, value) : value;
  });
}
