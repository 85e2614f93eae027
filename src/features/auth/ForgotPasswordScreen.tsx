import { Link } from '@tanstack/react-router';
import { Page } from '../../ui/Page';
import * as styles from './AuthForm.css';
import { ForgotPasswordForm } from './ForgotPasswordForm';

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
