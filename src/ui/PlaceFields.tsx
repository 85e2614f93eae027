import { useMemo, useState } from 'react';
import { COUNTRY_CODES } from '../contract/place-names';
import { type Locale, useLocale, useMessages } from '../lib/i18n/i18n';
import { countryName, PLACE_FIELD_NAMES, type PlaceProblems, RATHER_NOT_SAY, regionChoices } from './place-answers';
import { placeMessages } from './place.messages';
import { SelectField } from './SelectField';

const first = ['CA', 'US'];

function countryNames(locale: Locale): [string, string][] {
  return COUNTRY_CODES.map((code): [string, string] => [code, countryName(code, locale)]).toSorted((a, b) =>
    a[1].localeCompare(b[1], locale),
  );
}

/**
 * Country, then province or state in Canada and the United States (issue 20): the laws that protect people differ
 * by place, so Doro asks. "I'd rather not say" is always a choice, and brings the strictest protections.
 */
export function PlaceFields({
  defaultCountry = '',
  defaultRegion = '',
  problems = {},
  onChange,
}: {
  defaultCountry?: string;
  defaultRegion?: string;
  problems?: Partial<PlaceProblems>;
  onChange?: (country: string, region: string) => void;
}) {
  const [country, setCountry] = useState(defaultCountry);
  const [region, setRegion] = useState(defaultRegion);
  const locale = useLocale();
  const t = useMessages(placeMessages);
  const countries = useMemo(() => countryNames(locale), [locale]);
  const regions = regionChoices(country || null, locale);
  const canada = country === 'CA';

  return (
    <>
      <SelectField
        label={t.whereYouLive}
        name={PLACE_FIELD_NAMES.country}
        required
        value={country}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setCountry(next);
          setRegion('');
          onChange?.(next, '');
        }}
        hint={t.whereHint}
        error={problems.country}
      >
        <option value="">{t.chooseCountry}</option>
        {first.map((code) => (
          <option key={code} value={code}>
            {countries.find(([c]) => c === code)?.[1] ?? code}
          </option>
        ))}
        <option value={RATHER_NOT_SAY}>{t.ratherNotSay}</option>
        <option disabled>──────────</option>
        {countries
          .filter(([code]) => !first.includes(code))
          .map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
      </SelectField>
      {regions.length > 0 ? (
        <SelectField
          label={canada ? t.provinceLabel : t.stateLabel}
          name={PLACE_FIELD_NAMES.region}
          required
          value={region}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setRegion(next);
            onChange?.(country, next);
          }}
          error={problems.region}
        >
          <option value="">{canada ? t.chooseProvince : t.chooseState}</option>
          {regions.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
      ) : null}
    </>
  );
}
