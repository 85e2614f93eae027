import { type FormEvent, useState } from 'react';
import { passwordProblem, FALLBACK_MIN_PASSWORD_LENGTH } from '../../lib/firebase';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as styles from './AuthForm.css';
import { useAuthSubmit } from './use-auth-submit';
import { emailProblem } from './validation';

interface FieldErrors {
  email?: string | null;
  password?: string | null;
  confirm?: string | null;
}

export function SignUpForm() {
  const { submit, busy, error } = useAuthSubmit();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const confirm = String(data.get('confirm') ?? '');
    setChecking(true);
    const errors: FieldErrors = {
      email: emailProblem(email),
      password: await passwordProblem(password),
      confirm: confirm === password ? null : 'The two passwords do not match.',
    };
    setChecking(false);
    setFieldErrors(errors);
    if (errors.email || errors.password || errors.confirm) return;
    await submit({ type: 'signUp', email, password });
  }

  const working = busy || checking;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={working}>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${FALLBACK_MIN_PASSWORD_LENGTH} characters.`}
        error={fieldErrors.password}
      />
      <TextField
        label="Confirm password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        error={fieldErrors.confirm}
      />
      <Button type="submit" disabled={working}>
        {working ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
