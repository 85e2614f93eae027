import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GUARDIAN_ATTESTATIONS } from '../../contract/place-names';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { guardianAgeQuery } from '../../lib/queries/law';
import { checkPlace, PLACE_FIELD_NAMES } from '../../ui/place-answers';
import { PlaceFields } from '../../ui/PlaceFields';
import { TextField } from '../../ui/TextField';
import * as styles from './AuthForm.css';
import { CheckboxField } from './CheckboxField';
import { consentMessages } from './consent.messages';
import {
  type ConsentAnswers,
  type ConsentProblems,
  checkBirthDate,
  localToday,
  needsGuardianConsent,
} from './validation';

/** The form field names ConsentFields uses, for reading them back with FormData. */
export const CONSENT_FIELD_NAMES = {
  birthDate: 'birthDate',
  guardianPermission: 'guardianPermission',
  termsAccepted: 'termsAccepted',
  guardianUnderAge: 'guardianUnderAge',
  guardianName: 'guardianName',
  guardianEmail: 'guardianEmail',
  guardianAttested: 'guardianAttested',
} as const;

export function readConsentAnswers(data: FormData): ConsentAnswers {
  return {
    birthDate: String(data.get(CONSENT_FIELD_NAMES.birthDate) ?? ''),
    guardianPermission: data.get(CONSENT_FIELD_NAMES.guardianPermission) === 'on',
    termsAccepted: data.get(CONSENT_FIELD_NAMES.termsAccepted) === 'on',
    country: String(data.get(PLACE_FIELD_NAMES.country) ?? ''),
    region: String(data.get(PLACE_FIELD_NAMES.region) ?? ''),
    guardianUnderAge: String(data.get(CONSENT_FIELD_NAMES.guardianUnderAge) ?? ''),
    guardianName: String(data.get(CONSENT_FIELD_NAMES.guardianName) ?? ''),
    guardianEmail: String(data.get(CONSENT_FIELD_NAMES.guardianEmail) ?? ''),
    guardianAttested: data.get(CONSENT_FIELD_NAMES.guardianAttested) === 'on',
  };
}

function isoDate({ year, month, day }: { year: number; month: number; day: number }): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Date of birth, where the person lives, a parent or guardian's permission (shown once the date says 13 to 17), a
 * guardian's consent where the place's law asks it for that age (Quebec: under 14; the server says, issue 20) and
 * the terms: the age and consent rules, on /signup and in the Google age step. The links open in a new tab so
 * the form keeps what was typed.
 */
export function ConsentFields({ problems }: { problems: Partial<ConsentProblems> }) {
  const t = useMessages(consentMessages);
  const locale = useLocale();
  const [birthDate, setBirthDate] = useState('');
  const [where, setWhere] = useState({ country: '', region: '' });
  const check = checkBirthDate(birthDate, localToday());
  const asksGuardian = 'needsGuardianPermission' in check && check.needsGuardianPermission;
  // Said as soon as the date of birth makes it apply (13 to 17), not only after 'Create account' was pressed.
  const [permission, setPermission] = useState(false);
  const place = checkPlace(where.country, where.region);
  const rule = useQuery({
    ...guardianAgeQuery('place' in place ? place.place : { country: null, region: null }),
    enabled: asksGuardian && 'place' in place,
  });
  const guardianUnderAge = rule.isSuccess ? (rule.data === null ? 'none' : String(rule.data)) : '';
  const asksGuardianConsent = needsGuardianConsent('age' in check ? check.age : null, guardianUnderAge) === true;

  return (
    <>
      <TextField
        label={t.birthDate}
        name={CONSENT_FIELD_NAMES.birthDate}
        type="date"
        autoComplete="bday"
        required
        max={isoDate(localToday())}
        value={birthDate}
        onChange={(event) => setBirthDate(event.currentTarget.value)}
        hint={t.birthDateHint}
        error={problems.birthDate}
      />
      <PlaceFields
        problems={{ country: problems.country, region: problems.region }}
        onChange={(country, region) => setWhere({ country, region })}
      />
      <input type="hidden" name={CONSENT_FIELD_NAMES.guardianUnderAge} value={guardianUnderAge} />
      {asksGuardianConsent ? (
        <fieldset className={styles.guardian}>
          <legend className={styles.guardianLegend}>{t.guardianLegend}</legend>
          <p className={styles.guardianIntro}>{fill(locale, t.guardianIntro, { age: guardianUnderAge })}</p>
          <TextField
            label={t.guardianName}
            name={CONSENT_FIELD_NAMES.guardianName}
            autoComplete="off"
            required
            error={problems.guardianName}
          />
          <TextField
            label={t.guardianEmail}
            name={CONSENT_FIELD_NAMES.guardianEmail}
            type="email"
            autoComplete="off"
            required
            error={problems.guardianEmail}
          />
          <CheckboxField
            name={CONSENT_FIELD_NAMES.guardianAttested}
            required
            label={GUARDIAN_ATTESTATIONS[locale]}
            error={problems.guardianAttested}
          />
        </fieldset>
      ) : null}
      {asksGuardian ? (
        <CheckboxField
          name={CONSENT_FIELD_NAMES.guardianPermission}
          required
          label={t.guardianPermission}
          checked={permission}
          onChange={(event) => setPermission(event.currentTarget.checked)}
          error={permission ? null : t.guardianPermissionNeeded}
        />
      ) : null}
      <CheckboxField
        name={CONSENT_FIELD_NAMES.termsAccepted}
        required
        label={
          <>
            {t.termsBefore}
            <a href="/terms" target="_blank" rel="noopener">
              {t.terms}
            </a>
            {t.termsBetween}
            <a href="/privacy" target="_blank" rel="noopener">
              {t.privacy}
            </a>
            {t.termsAfter}
          </>
        }
        error={problems.termsAccepted}
      />
    </>
  );
}
