import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useMessages } from '../../lib/i18n/i18n';
import { Page } from '../../ui/Page';
import { AuthError, useReturnSearch } from './auth-screen-parts';
import * as styles from './AuthForm.css';
import { GoogleSignInButton } from './GoogleSignInButton';
import { LoginForm } from './LoginForm';
import { loginMessages } from './login.messages';
import { useAuthSubmit } from './use-auth-submit';

// Only a Google account new to Doro meets the age step (with the consent fields and what they load): it is fetched
// then, not with the login screen.
const GoogleAgeStep = lazy(() => import('./GoogleAgeStep').then((module) => ({ default: module.GoogleAgeStep })));

export function LoginScreen() {
  const auth = useAuthSubmit();
  const returnSearch = useReturnSearch();
  const t = useMessages(loginMessages);
  if (auth.confirmingAge) {
    return (
      <Page title={t.ageTitle} documentTitle={t.ageDocumentTitle} narrow>
        <Suspense fallback={<p className={styles.intro}>{t.loading}</p>}>
          <GoogleAgeStep auth={auth} />
        </Suspense>
      </Page>
    );
  }
  return (
    <Page title={t.title} documentTitle={t.documentTitle} narrow>
      <div className={styles.form}>
        <AuthError error={auth.error} />
        <LoginForm auth={auth} />
        <p className={styles.rowEnd}>
          <Link to="/forgot-password">{t.forgotPassword}</Link>
        </p>
        <p className={styles.divider}>{t.or}</p>
        <GoogleSignInButton
          disabled={auth.busy}
          onStart={(emulatorEmail) =>
            void auth.submit({ type: 'googleLogIn', ...(emulatorEmail ? { emulatorEmail } : {}) })
          }
        />
      </div>
      <p className={styles.aside}>
        {t.newToDoro}{' '}
        <Link to="/signup" search={returnSearch}>
          {t.createAccount}
        </Link>
      </p>
    </Page>
  );
}
