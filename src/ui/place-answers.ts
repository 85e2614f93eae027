/**
 * Where a person lives, read from a form (sign-up, /profile, the one-time question): the country select's value is
 * a code, or 'unknown' for "I'd rather not say"; the region select appears in Canada and the United States.
 */
import { COUNTRY_CODES, regionsOf } from '../contract/place-names';
import type { Place } from '../contract/places';
import { currentLocale, fill, type Locale, messagesNow } from '../lib/i18n/i18n';
import { placeMessages, regionNameMessages } from './place.messages';

export const PLACE_FIELD_NAMES = { country: 'country', region: 'region' } as const;
export const RATHER_NOT_SAY = 'unknown';

export interface PlaceProblems {
  country: string | null;
  region: string | null;
}

export type PlaceCheck = { place: Place } | { problems: PlaceProblems };

/** The place chosen, or what is missing in plain words (in the interface's language). */
export function checkPlace(country: string, region: string): PlaceCheck {
  if (country === RATHER_NOT_SAY) return { place: { country: null, region: null } };
  const t = messagesNow(placeMessages);
  if (!COUNTRY_CODES.includes(country)) return { problems: { country: t.countryMissing, region: null } };
  const regions = regionsOf(country);
  if (regions.length === 0) return { place: { country, region: null } };
  if (!regions.some(([code]) => code === region))
    return { problems: { country: null, region: country === 'CA' ? t.provinceMissing : t.stateMissing } };
  return { place: { country, region } };
}

export function readPlace(data: FormData): PlaceCheck {
  return checkPlace(
    String(data.get(PLACE_FIELD_NAMES.country) ?? ''),
    String(data.get(PLACE_FIELD_NAMES.region) ?? ''),
  );
}

/** A country's name in a language (Intl.DisplayNames), or its code in a browser without it. */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code; // An old browser: the code is still readable.
  }
}

/** The provinces or states of a country as [code, name] in the interface's language, in that language's order. */
export function regionChoices(country: string | null, locale: Locale = currentLocale()): [string, string][] {
  const names = messagesNow(regionNameMessages);
  return regionsOf(country)
    .map(([code, name]): [string, string] => [code, names[`${country}-${code}`] ?? name])
    .toSorted((a, b) => a[1].localeCompare(b[1], locale));
}

/** A place in words: "Quebec, Canada", "France", or "Not said" (the strictest protections apply). */
export function describePlace(country: string | null | undefined, region: string | null | undefined): string {
  const locale = currentLocale();
  const t = messagesNow(placeMessages);
  if (!country) return t.notSaid;
  const regionName = regionChoices(country, locale).find(([code]) => code === region)?.[1];
  const name = countryName(country, locale);
  return regionName ? fill(locale, t.regionInCountry, { region: regionName, country: name }) : name;
}
