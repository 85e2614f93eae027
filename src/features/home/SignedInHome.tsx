import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useMessages } from '../../lib/i18n/i18n';
import { userDataNameQuery } from '../../lib/queries/users';
import type { AuthUser } from '../../machines/auth.types';
import { Page } from '../../ui/Page';
import { Faq } from './Faq';
import * as styles from './Home.css';
import { homeMessages } from './home.messages';
import { PlaceQuestion } from './PlaceQuestion';

// Later issues add these screens; the paths are the spec's (point 2).
const destinations = [
  { href: '/doro-chat', title: 'chatTitle', text: 'chatText' },
  { href: '/database', title: 'questionnairesTitle', text: 'questionnairesText' },
  { href: '/profile', title: 'profileTitle', text: 'profileText' },
] as const;

interface SignedInHomeProps {
  user: AuthUser;
  /** The provider confirmed the session, so the API can be asked for the name. */
  sessionConfirmed: boolean;
}

/**
 * An email address that may break only between its parts, after an '@', a '.' or a '-' (a name has spaces of its
 * own): on a 375 px phone a long address otherwise ran off the screen or broke inside a word.
 */
function BreakableAddress({ text }: { text: string }) {
  const parts = text.split(/(?<=[@.-])/);
  return (
    <span className={styles.greetingAddress}>
      {parts.map((part, index) => (
        // oxlint-disable-next-line react/no-array-index-key -- the parts of one fixed string, in order
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** The logged-in landing: a greeting and the ways on. */
export default function SignedInHome({ user, sessionConfirmed }: SignedInHomeProps) {
  const t = useMessages(homeMessages);
  const { data: name } = useQuery({ ...userDataNameQuery(), enabled: sessionConfirmed });
  return (
    <Page
      title={
        <>
          {t.welcome}
          {name ? name : <BreakableAddress text={user.email} />}
        </>
      }
      documentTitle={t.documentTitle}
    >
      <p className={styles.lead}>{t.lead}</p>
      <PlaceQuestion enabled={sessionConfirmed} />
      <ul className={styles.facts}>
        {destinations.map((destination) => (
          <li key={destination.href} className={styles.card}>
            <h2 className={styles.cardTitle}>
              <a className={styles.cardLink} href={destination.href}>
                {t[destination.title]}
              </a>
            </h2>
            <p className={styles.cardText}>{t[destination.text]}</p>
          </li>
        ))}
      </ul>
      <Faq />
    </Page>
  );
}
