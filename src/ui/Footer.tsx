import { Link } from '@tanstack/react-router';
import { prefersCanadianLocale } from '../lib/locale';
import * as styles from './Footer.css';
import { HELPLINE_DIRECTORY_URL } from './HelpLink';
import { visuallyHidden } from './VisuallyHidden.css';

export const CONTACT_EMAIL = 'hello@doro.example';

function browserIsCanadian(): boolean {
  return typeof navigator !== 'undefined' && prefersCanadianLocale(navigator.languages ?? [navigator.language]);
}

/** The site footer of spec point 2: Platform, Resources, Legal and Contact, and the honesty note every page carries. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-platform">
          <h2 id="footer-platform" className={styles.heading}>
            Platform
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/non-profit">Non Profit</Link>
            </li>
            <li>
              <Link to="/signup">Get Started</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-resources">
          <h2 id="footer-resources" className={styles.heading}>
            Resources
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={HELPLINE_DIRECTORY_URL} target="_blank" rel="noopener noreferrer">
                Crisis Helpline<span className={visuallyHidden}> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <Link to="/database">Questionnaires</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <Link to="/support">Contact Us</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            Legal
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
            <li>
              <Link to="/about" hash="disclaimer">
                Medical Disclaimer
              </Link>
            </li>
            <li>
              <Link to="/about/crisis-protocol">Crisis Protocol</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </li>
            {/* No accounts or store listings exist yet: say so rather than link somewhere made up. */}
            <li>Instagram, TikTok and LinkedIn: coming soon</li>
            <li>App Store (coming soon)</li>
            <li>Google Play (coming soon)</li>
          </ul>
          {browserIsCanadian() ? <p className={styles.badge}>Proudly Canadian</p> : null}
        </section>
      </div>
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
