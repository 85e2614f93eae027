import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { type InstallPrompt, installPrompt } from '../lib/install-prompt';
import { useMessages } from '../lib/i18n/i18n';
import { prefersCanadianLocale } from '../lib/locale';
import { Button } from './Button';
import * as styles from './Footer.css';
import { footerMessages } from './Footer.messages';
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
  const t = useMessages(footerMessages);
  if (!prompt || !offered) return null;
  return (
    <Button variant="secondary" className={styles.install} onClick={() => void prompt.install()}>
      {t.installDoro}
    </Button>
  );
}

/** The site footer: Platform, Resources, Legal and Contact, and the honesty note every page carries. */
export function Footer({ loggedIn }: { loggedIn: boolean }) {
  const t = useMessages(footerMessages);
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-platform">
          <h2 id="footer-platform" className={styles.heading}>
            {t.platform}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/">{t.home}</Link>
            </li>
            <li>
              <Link to="/about">{t.aboutUs}</Link>
            </li>
            <li>
              <Link to="/non-profit">{t.nonProfit}</Link>
            </li>
            <li>
              {/* Signed in, /signup would only send the person back home: the way in is the chat. */}
              {loggedIn ? <Link to="/doro-chat">{t.talkWithDoro}</Link> : <Link to="/signup">{t.getStarted}</Link>}
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-resources">
          <h2 id="footer-resources" className={styles.heading}>
            {t.resources}
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={HELPLINE_DIRECTORY_URL} target="_blank" rel="noopener noreferrer">
                {t.crisisHelpline}
                <span className={visuallyHidden}>{t.opensInNewTab}</span>
              </a>
            </li>
            <li>
              {/* A page of the server's, not the app's (a plain link): it opens with no network (public/crisis.html). */}
              <a href={t.crisisPage}>{t.crisisLines}</a>
            </li>
            <li>
              <Link to="/database">{t.questionnaires}</Link>
            </li>
            <li>
              <Link to="/blog">{t.blog}</Link>
            </li>
            <li>
              <Link to="/support">{t.contactUs}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {t.legal}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/privacy">{t.privacyPolicy}</Link>
            </li>
            <li>
              <Link to="/terms">{t.termsOfService}</Link>
            </li>
            <li>
              <Link to="/about" hash="disclaimer">
                {t.medicalDisclaimer}
              </Link>
            </li>
            <li>
              <Link to="/about/crisis-protocol">{t.crisisProtocol}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t.contact}
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </li>
            {/* No social accounts exist yet: say so rather than link somewhere made up. */}
            <li>{t.socialComingSoon}</li>
          </ul>
          {/* Doro is a web app: no store listing, but the browser installs it where it offers to. */}
          <InstallButton />
          {browserIsCanadian() ? <p className={styles.badge}>{t.proudlyCanadian}</p> : null}
        </section>
      </div>
      <p className={styles.line}>{t.aiCoach}</p>
      <p className={styles.line}>
        {t.notEmergency}{' '}
        <a href={HELPLINE_DIRECTORY_URL} target="_blank" rel="noopener noreferrer">
          {t.findHelpline}
        </a>
        .
      </p>
    </footer>
  );
}
