import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as styles from './AuthForm.css';
import { useAuthSubmit } from './use-auth-submit';
import { emailProblem } from './validation';

interface FieldErrors {
  email?: string | null;
  password?: string | null;
}

export function LoginForm() {
  const { submit, busy, error } = useAuthSubmit();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const errors: FieldErrors = {
      email: emailProblem(email),
      password: password ? null : 'Please enter your password.',
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    await submit({ type: 'login', email, password });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
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
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
