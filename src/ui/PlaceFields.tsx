import { useMemo, useState } from 'react';
import { COUNTRY_CODES, regionsOf } from '../contract/place-names';
import { PLACE_FIELD_NAMES, type PlaceProblems, RATHER_NOT_SAY } from './place-answers';
import { SelectField } from './SelectField';

const first = ['CA', 'US'];

function countryNames(): [string, string][] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    names = null;
  }
  return COUNTRY_CODES.map((code): [string, string] => [code, names?.of(code) ?? code]).toSorted((a, b) =>
    a[1].localeCompare(b[1], 'en'),
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
  const countries = useMemo(() => countryNames(), []);
  const regions = regionsOf(country || null);
  const regionLabel = country === 'CA' ? 'Province or territory' : 'State';

  return (
    <>
      <SelectField
        label="Where you live"
        name={PLACE_FIELD_NAMES.country}
        required
        value={country}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setCountry(next);
          setRegion('');
          onChange?.(next, '');
        }}
        hint="The laws that protect you depend on where you live. If you’d rather not say, you get the strictest protections."
        error={problems.country}
      >
        <option value="">Choose a country</option>
        {first.map((code) => (
          <option key={code} value={code}>
            {countries.find(([c]) => c === code)?.[1] ?? code}
          </option>
        ))}
        <option value={RATHER_NOT_SAY}>I’d rather not say</option>
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
          label={regionLabel}
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
          <option value="">Choose a {country === 'CA' ? 'province or territory' : 'state'}</option>
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
