import { type FormEvent, useRef, useState } from 'react';
import { FALLBACK_MIN_PASSWORD_LENGTH, passwordProblem } from '../../lib/firebase';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import type { SignUpConsent } from '../../lib/signup-consent';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useFocusFirstInvalid } from '../../ui/use-focus-first-invalid';
import * as styles from './AuthForm.css';
import { ConsentFields, readConsentAnswers } from './ConsentFields';
import { GoogleSignInButton } from './GoogleSignInButton';
import { signupMessages } from './signup.messages';
import type { AuthSubmit } from './use-auth-submit';
import { emailProblem } from './email-problem';
import { checkConsent, type ConsentProblems, localToday } from './validation';

interface FieldErrors extends Partial<ConsentProblems> {
  email?: string | null;
  password?: string | null;
  confirm?: string | null;
}

/**
 * Email and password, then the age and terms rules; 'Continue with Google' uses the same age and terms (and
 * ignores the email and password), so a Google account is held to the same rules before its profile is made.
 */
export function SignUpForm({ auth }: { auth: AuthSubmit }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState(false);
  const refused = useFocusFirstInvalid(formRef);
  const t = useMessages(signupMessages);
  const locale = useLocale();

  /** The confirmed age band and terms, or null after showing what is missing. */
  function consentFrom(form: HTMLFormElement, otherErrors: FieldErrors = {}): SignUpConsent | null {
    const check = checkConsent(readConsentAnswers(new FormData(form)), localToday(), new Date());
    setFieldErrors({ ...otherErrors, ...('problems' in check ? check.problems : {}) });
    return 'consent' in check ? check.consent : null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const confirm = String(data.get('confirm') ?? '');
    setChecking(true);
    const errors: FieldErrors = {
      email: emailProblem(email),
      password: await passwordProblem(password),
      confirm: confirm === password ? null : t.passwordsDiffer,
    };
    setChecking(false);
    const consent = consentFrom(form, errors);
    if (errors.email || errors.password || errors.confirm || !consent) {
      refused();
      return;
    }
    await auth.submit({ type: 'signUp', email, password, consent });
  }

  const working = auth.busy || checking;
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={working}>
      <TextField label={t.email} name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
      <TextField
        label={t.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={fill(locale, t.passwordHint, { count: FALLBACK_MIN_PASSWORD_LENGTH })}
        error={fieldErrors.password}
      />
      <TextField
        label={t.confirmPassword}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        error={fieldErrors.confirm}
      />
      <ConsentFields problems={fieldErrors} />
      <Button type="submit" disabled={working}>
        {working ? t.creatingAccount : t.createAccount}
      </Button>
      <p className={styles.divider}>{t.or}</p>
      <p className={styles.hint}>{t.googleNeedsConsent}</p>
      <GoogleSignInButton
        disabled={working}
        canStart={() => (formRef.current ? consentFrom(formRef.current) !== null : false)}
        onStart={(emulatorEmail) => {
          const consent = formRef.current ? consentFrom(formRef.current) : null;
          if (!consent) return;
          void auth.submit({ type: 'googleSignUp', consent, ...(emulatorEmail ? { emulatorEmail } : {}) });
        }}
      />
    </form>
  );
}
