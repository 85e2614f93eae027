import { Link } from '@tanstack/react-router';
import { useMessages } from '../../lib/i18n/i18n';
import { Page } from '../../ui/Page';
import * as styles from './AuthForm.css';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { forgotPasswordMessages } from './forgot-password.messages';

export function ForgotPasswordScreen() {
  const t = useMessages(forgotPasswordMessages);
  return (
    <Page title={t.title} documentTitle={t.documentTitle} narrow>
      <p className={styles.intro}>{t.intro}</p>
      <ForgotPasswordForm />
      <p className={styles.aside}>
        {t.remembered} <Link to="/login">{t.logIn}</Link>
      </p>
    </Page>
  );
}
