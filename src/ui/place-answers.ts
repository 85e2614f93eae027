/**
 * Where a person lives, read from a form (sign-up, /profile, the one-time question): the country select's value is
 * a code, or 'unknown' for "I'd rather not say"; the region select appears in Canada and the United States.
 */
import { COUNTRY_CODES, regionsOf } from '../contract/place-names';
import type { Place } from '../contract/places';

export const PLACE_FIELD_NAMES = { country: 'country', region: 'region' } as const;
export const RATHER_NOT_SAY = 'unknown';

export interface PlaceProblems {
  country: string | null;
  region: string | null;
}

export type PlaceCheck = { place: Place } | { problems: PlaceProblems };

/** The place chosen, or what is missing in plain words. */
export function checkPlace(country: string, region: string): PlaceCheck {
  if (country === RATHER_NOT_SAY) return { place: { country: null, region: null } };
  if (!COUNTRY_CODES.includes(country))
    return { problems: { country: 'Please choose where you live, or “I’d rather not say”.', region: null } };
  const regions = regionsOf(country);
  if (regions.length === 0) return { place: { country, region: null } };
  if (!regions.some(([code]) => code === region))
    return {
      problems: {
        country: null,
        region: country === 'CA' ? 'Please choose your province or territory.' : 'Please choose your state.',
      },
    };
  return { place: { country, region } };
}

export function readPlace(data: FormData): PlaceCheck {
  return checkPlace(
    String(data.get(PLACE_FIELD_NAMES.country) ?? ''),
    String(data.get(PLACE_FIELD_NAMES.region) ?? ''),
  );
}

/** A place in words: "Quebec, Canada", "France", or "Not said" (the strictest protections apply). */
export function describePlace(country: string | null | undefined, region: string | null | undefined): string {
  if (!country) return 'Not said: the strictest protections apply';
  let countryName = country;
  try {
    countryName = new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country;
  } catch {
    // An old browser: the code is still readable.
  }
  const regionName = regionsOf(country).find(([code]) => code === region)?.[1];
  return regionName ? `${regionName}, ${countryName}` : countryName;
}
