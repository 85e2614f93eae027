import { Link } from '@tanstack/react-router';
import { useMessages } from '../../lib/i18n/i18n';
import { Page } from '../../ui/Page';
import { AuthError, useReturnSearch } from './auth-screen-parts';
import * as styles from './AuthForm.css';
import { SignUpForm } from './SignUpForm';
import { signupMessages } from './signup.messages';
import { useAuthSubmit } from './use-auth-submit';

export function SignUpScreen() {
  const auth = useAuthSubmit();
  const returnSearch = useReturnSearch();
  const t = useMessages(signupMessages);
  return (
    <Page title={t.title} documentTitle={t.documentTitle} narrow>
      <div className={styles.form}>
        <AuthError error={auth.error} />
        <SignUpForm auth={auth} />
      </div>
      <p className={styles.aside}>
        {t.alreadyHaveAccount}{' '}
        <Link to="/login" search={returnSearch}>
          {t.logIn}
        </Link>
      </p>
    </Page>
  );
}
