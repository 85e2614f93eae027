import { useState } from 'react';
import { TextField } from '../../ui/TextField';
import { CheckboxField } from './CheckboxField';
import { type ConsentAnswers, type ConsentProblems, checkBirthDate, localToday } from './validation';

/** The form field names ConsentFields uses, for reading them back with FormData. */
export const CONSENT_FIELD_NAMES = {
  birthDate: 'birthDate',
  guardianPermission: 'guardianPermission',
  termsAccepted: 'termsAccepted',
} as const;

export function readConsentAnswers(data: FormData): ConsentAnswers {
  return {
    birthDate: String(data.get(CONSENT_FIELD_NAMES.birthDate) ?? ''),
    guardianPermission: data.get(CONSENT_FIELD_NAMES.guardianPermission) === 'on',
    termsAccepted: data.get(CONSENT_FIELD_NAMES.termsAccepted) === 'on',
  };
}

function isoDate({ year, month, day }: { year: number; month: number; day: number }): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Date of birth, a parent or guardian's permission (shown once the date says 13 to 17) and the terms: the rules of
 * spec points 1 and 5, on /signup and in the Google age step. The links open in a new tab so the form keeps what
 * was typed.
 */
export function ConsentFields({ problems }: { problems: Partial<ConsentProblems> }) {
  const [birthDate, setBirthDate] = useState('');
  const check = checkBirthDate(birthDate, localToday());
  const asksGuardian = 'needsGuardianPermission' in check && check.needsGuardianPermission;

  return (
    <>
      <TextField
        label="Date of birth"
        name={CONSENT_FIELD_NAMES.birthDate}
        type="date"
        autoComplete="bday"
        required
        max={isoDate(localToday())}
        value={birthDate}
        onChange={(event) => setBirthDate(event.currentTarget.value)}
        hint="You must be 13 or older. Only your age group is kept, never the date."
        error={problems.birthDate}
      />
      {asksGuardian ? (
        <CheckboxField
          name={CONSENT_FIELD_NAMES.guardianPermission}
          required
          label="A parent or guardian has given me permission to use Doro."
          error={problems.guardianPermission}
        />
      ) : null}
      <CheckboxField
        name={CONSENT_FIELD_NAMES.termsAccepted}
        required
        label={
          <>
            I accept the{' '}
            <a href="/terms" target="_blank" rel="noopener">
              Terms of Service
            </a>{' '}
            and{' '}
            <a href="/privacy" target="_blank" rel="noopener">
              Privacy Policy
            </a>
            .
          </>
        }
        error={problems.termsAccepted}
      />
    </>
  );
}
