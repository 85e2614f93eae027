import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { type InstallPrompt, installPrompt } from '../lib/install-prompt';
import { prefersCanadianLocale } from '../lib/locale';
import { Button } from './Button';
import * as styles from './Footer.css';
import { HELPLINE_DIRECTORY_URL } from './HelpLink';
import { visuallyHidden } from './VisuallyHidden.css';

export const CONTACT_EMAIL = 'hello@doro.example';

function browserIsCanadian(): boolean {
  return typeof navigator !== 'undefined' && prefersCanadianLocale(navigator.languages ?? [navigator.language]);
}

const noOffer = () => () => {};
const never = () => false;

/** 'Install Doro' while the browser offers to install the app (beforeinstallprompt); nothing otherwise. */
export function InstallButton({ prompt = installPrompt }: { prompt?: InstallPrompt | null }) {
  const offered = useSyncExternalStore(prompt?.subscribe ?? noOffer, prompt?.available ?? never, never);
  if (!prompt || !offered) return null;
  return (
    <Button variant="secondary" className={styles.install} onClick={() => void prompt.install()}>
      Install Doro
    </Button>
  );
}

/** The site footer: Platform, Resources, Legal and Contact, and the honesty note every page carries. */
export function Footer({ loggedIn }: { loggedIn: boolean }) {
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
              {/* Signed in, /signup would only send the person back home: the way in is the chat. */}
              {loggedIn ? <Link to="/doro-chat">Talk with Doro</Link> : <Link to="/signup">Get Started</Link>}
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
              {/* A page of the server's, not the app's (a plain link): it opens with no network (public/crisis.html). */}
              <a href="/crisis">Crisis lines: 988, 911</a>
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
            {/* No social accounts exist yet: say so rather than link somewhere made up. */}
            <li>Instagram, TikTok and LinkedIn: coming soon</li>
          </ul>
          {/* Doro is a web app: no store listing, but the browser installs it where it offers to. */}
          <InstallButton />
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
