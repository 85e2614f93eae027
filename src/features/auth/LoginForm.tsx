import { type FormEvent, useRef, useState } from 'react';
import { useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useFocusFirstInvalid } from '../../ui/use-focus-first-invalid';
import * as styles from './AuthForm.css';
import type { AuthSubmit } from './use-auth-submit';
import { emailProblem } from './email-problem';
import { loginMessages } from './login.messages';

interface FieldErrors {
  email?: string | null;
  password?: string | null;
}

/** Email and password; the screen around it shows the machine's error and offers Google. */
export function LoginForm({ auth }: { auth: AuthSubmit }) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const refused = useFocusFirstInvalid(formRef);
  const t = useMessages(loginMessages);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const errors: FieldErrors = {
      email: emailProblem(email),
      password: password ? null : t.passwordMissing,
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
      <TextField label={t.email} name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
      <TextField
        label={t.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <Button type="submit" disabled={auth.busy}>
        {auth.busy ? t.loggingIn : t.logIn}
      </Button>
    </form>
  );
}
