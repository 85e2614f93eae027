import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { sendPasswordReset } from '../../lib/firebase';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as styles from './AuthForm.css';
import { forgotPasswordMessages } from './forgot-password.messages';
import { passwordResetOutcome } from './password-reset';
import { emailProblem } from './email-problem';

/**
 * Asks the identity provider to email a reset link. The answer is the same whether or not the address has an
 * account (see password-reset.ts); only mistakes the person can fix are told.
 */
export function ForgotPasswordForm() {
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useMessages(forgotPasswordMessages);
  const locale = useLocale();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const invalid = emailProblem(email);
    setFieldError(invalid);
    setProblem(null);
    if (invalid) return;
    setBusy(true);
    let thrown: unknown;
    try {
      await sendPasswordReset(email);
    } catch (error) {
      thrown = error ?? new Error();
    }
    setBusy(false);
    const outcome = passwordResetOutcome(thrown);
    if ('problem' in outcome) setProblem(outcome.problem);
    else setSentTo(email);
  }

  if (sentTo) {
    return (
      <div className={styles.form}>
        {/* Focused when shown: a status that appears with its text is not always announced. */}
        <output ref={(node) => node?.focus()} tabIndex={-1} className={styles.status}>
          {t.confirmation}
        </output>
        <p className={styles.hint}>{fill(locale, t.sentTo, { email: sentTo })}</p>
        <Link to="/login">{t.backToLogIn}</Link>
        <Button variant="secondary" onClick={() => setSentTo(null)}>
          {t.differentEmail}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      {problem ? (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      ) : null}
      <TextField label={t.email} name="email" type="email" autoComplete="email" required error={fieldError} />
      <Button type="submit" disabled={busy}>
        {busy ? t.sending : t.send}
      </Button>
    </form>
  );
}
