import { CANADIAN_PROVINCES, US_STATES } from '../contract/place-names';
import { defineMessages } from '../lib/i18n/i18n';

/** Where a person lives (PlaceFields, place-answers.ts): the fields, what is missing, a place in words. */
export const placeMessages = defineMessages('place', {
  whereYouLive: 'Where you live',
  whereHint:
    'The laws that protect you depend on where you live. If you’d rather not say, you get the strictest protections.',
  chooseCountry: 'Choose a country',
  ratherNotSay: 'I’d rather not say',
  provinceLabel: 'Province or territory',
  stateLabel: 'State',
  chooseProvince: 'Choose a province or territory',
  chooseState: 'Choose a state',
  countryMissing: 'Please choose where you live, or “I’d rather not say”.',
  provinceMissing: 'Please choose your province or territory.',
  stateMissing: 'Please choose your state.',
  notSaid: 'Not said: the strictest protections apply',
  regionInCountry: '{region}, {country}',
});

/** The provinces' and states' names, keyed by country and code ('CA-QC', 'US-WA'); countries' come from Intl. */
export const regionNameMessages = defineMessages(
  'regions',
  Object.fromEntries([
    ...CANADIAN_PROVINCES.map(([code, name]) => [`CA-${code}`, name] as const),
    ...US_STATES.map(([code, name]) => [`US-${code}`, name] as const),
  ]),
);
