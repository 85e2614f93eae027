import * as styles from './Footer.css';
import { HELPLINE_DIRECTORY_URL } from './HelpLink';

/** The honesty note every page carries (spec point 1 and reference/safety.md): AI, not a human, not for emergencies. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <p className={styles.line}>
        Doro is an AI coach, not a human and not a therapist. No clinician monitors conversations.
      </p>
      <p className={styles.line}>
        Doro is not an emergency service. In an emergency call 911. In crisis, call or text 988, or{' '}
        <a href={HELPLINE_DIRECTORY_URL} target="_blank" rel="noopener noreferrer">
          find a helpline
        </a>
        .
      </p>
    </footer>
  );
}
