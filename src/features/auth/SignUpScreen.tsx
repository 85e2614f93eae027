import { Link } from '@tanstack/react-router';
import { Page } from '../../ui/Page';
import { AuthError, useReturnSearch } from './auth-screen-parts';
import * as styles from './AuthForm.css';
import { SignUpForm } from './SignUpForm';
import { useAuthSubmit } from './use-auth-submit';

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
