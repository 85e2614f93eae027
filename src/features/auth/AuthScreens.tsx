import { Link, useSearch } from '@tanstack/react-router';
import { Page } from '../../ui/Page';
import * as styles from './AuthForm.css';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { GoogleAgeStep } from './GoogleAgeStep';
import { GoogleSignInButton } from './GoogleSignInButton';
import { LoginForm } from './LoginForm';
import { SignUpForm } from './SignUpForm';
import { useAuthSubmit } from './use-auth-submit';

/** The way back (?redirect=) kept when going between /login and /signup, so either one returns there. */
function useReturnSearch(): { redirect?: string } {
  const { redirect } = useSearch({ strict: false });
  return redirect ? { redirect } : {};
}

/** The machine's 'Sign Up Error: ...' or 'Login Error: ...' for an attempt made from this screen. */
function AuthError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className={styles.alert}>
      {error}
    </p>
  ) : null;
}

export function SignUpScreen() {
  const auth = useAuthSubmit();
  const returnSearch = useReturnSearch();
  return (
    <Page title="Create your account" documentTitle="Sign up · Doro" narrow>
      <div className={styles.form}>
        <AuthError error={auth.error} />
        <SignUpForm auth={auth} />
      </div>
      <p className={styles.aside}>
        Already have an account?{' '}
        <Link to="/login" search={returnSearch}>
          Log in
        </Link>
      </p>
    </Page>
  );
}

export function LoginScreen() {
  const auth = useAuthSubmit();
  const returnSearch = useReturnSearch();
  if (auth.confirmingAge) {
    return (
      <Page title="One more step" documentTitle="Confirm your age · Doro" narrow>
        <GoogleAgeStep auth={auth} />
      </Page>
    );
  }
  return (
    <Page title="Welcome back" documentTitle="Log in · Doro" narrow>
      <div className={styles.form}>
        <AuthError error={auth.error} />
        <LoginForm auth={auth} />
        <p className={styles.rowEnd}>
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <p className={styles.divider}>or</p>
        <GoogleSignInButton
          disabled={auth.busy}
          onStart={(emulatorEmail) =>
            void auth.submit({ type: 'googleLogIn', ...(emulatorEmail ? { emulatorEmail } : {}) })
          }
        />
      </div>
      <p className={styles.aside}>
        New to Doro?{' '}
        <Link to="/signup" search={returnSearch}>
          Create an account
        </Link>
      </p>
    </Page>
  );
}

export function ForgotPasswordScreen() {
  return (
    <Page title="Reset your password" documentTitle="Reset your password · Doro" narrow>
      <p className={styles.intro}>Enter the email you use for Doro. We'll send you a link to choose a new password.</p>
      <ForgotPasswordForm />
      <p className={styles.aside}>
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </Page>
  );
}
