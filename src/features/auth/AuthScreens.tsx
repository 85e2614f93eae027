import { Link } from '@tanstack/react-router';
import { Page } from '../../ui/Page';
import * as styles from './AuthForm.css';
import { LoginForm } from './LoginForm';
import { SignUpForm } from './SignUpForm';

export function SignUpScreen() {
  return (
    <Page title="Create your account" documentTitle="Sign up · Doro" narrow>
      <SignUpForm />
      <p className={styles.aside}>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </Page>
  );
}

export function LoginScreen() {
  return (
    <Page title="Welcome back" documentTitle="Log in · Doro" narrow>
      <LoginForm />
      <p className={styles.aside}>
        New to Doro? <Link to="/signup">Create an account</Link>
      </p>
    </Page>
  );
}
