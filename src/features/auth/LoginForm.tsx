import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useFocusFirstInvalid } from '../../ui/use-focus-first-invalid';
import * as styles from './AuthForm.css';
import type { AuthSubmit } from './use-auth-submit';
import { emailProblem } from './email-problem';

interface FieldErrors {
  email?: string | null;
  password?: string | null;
}

/** Email and password; the screen around it shows the machine's error and offers Google. */
export function LoginForm({ auth }: { auth: AuthSubmit }) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const refused = useFocusFirstInvalid(formRef);

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
    if (errors.email || errors.password) {
      refused();
      return;
    }
    await auth.submit({ type: 'login', email, password });
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={auth.busy}>
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <Button type="submit" disabled={auth.busy}>
        {auth.busy ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
