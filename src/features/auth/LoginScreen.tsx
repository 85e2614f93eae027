import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Page } from '../../ui/Page';
import { AuthError, useReturnSearch } from './auth-screen-parts';
import * as styles from './AuthForm.css';
import { GoogleSignInButton } from './GoogleSignInButton';
import { LoginForm } from './LoginForm';
import { useAuthSubmit } from './use-auth-submit';

// Only a Google account new to Doro meets the age step (with the consent fields and what they load): it is fetched
// then, not with the login screen.
const GoogleAgeStep = lazy(() => import('./GoogleAgeStep').then((module) => ({ default: module.GoogleAgeStep })));

export function LoginScreen() {
  const auth = useAuthSubmit();
  const returnSearch = useReturnSearch();
  if (auth.confirmingAge) {
    return (
      <Page title="One more step" documentTitle="Confirm your age · Doro" narrow>
        <Suspense fallback={<p className={styles.intro}>Loading…</p>}>
          <GoogleAgeStep auth={auth} />
        </Suspense>
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
