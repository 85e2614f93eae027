import { useQuery } from '@tanstack/react-query';
import { CrisisCard } from '../../ui/CrisisCard';
import { Page } from '../../ui/Page';
import { PageMeta } from '../../ui/PageMeta';
import * as styles from './SharedSessionPage.css';
import { sharedSessionQuery } from './shared-session-query';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/**
 * What a share link opens: the summary of one Doro session and its date, read-only, for whoever was given the
 * link. The conversation itself is never here: the server does not send it.
 */
export function SharedSessionPage({ token }: { token: string }) {
  const shared = useQuery(sharedSessionQuery(token));
  return (
    <Page title="A shared Doro session" documentTitle="Shared session · Doro">
      {/* What someone said of their session: never in a search engine, whoever follows the link. */}
      <PageMeta title="Shared session · Doro" noindex />
      {shared.isPending ? (
        <output>Opening the shared session…</output>
      ) : shared.isError ? (
        <div role="alert">
          <p>{shared.error.message}</p>
          <p className={styles.note}>Ask the person who shared it for a new link.</p>
        </div>
      ) : (
        <article aria-labelledby="shared-summary-heading">
          <h2 id="shared-summary-heading">
            Session of{' '}
            <time dateTime={shared.data.startedAt}>{dateFormat.format(new Date(shared.data.startedAt))}</time>
          </h2>
          <blockquote className={styles.summary}>{shared.data.summary}</blockquote>
          <p className={styles.note}>
            A summary someone chose to share with you from their session with Doro, an AI coach (not a therapist). What
            they wrote stays private. This link works until{' '}
            <time dateTime={shared.data.expiresAt}>{dateFormat.format(new Date(shared.data.expiresAt))}</time>.
          </p>
        </article>
      )}
      {/* Whoever opens a link about someone's hard time may need the lines too, whatever the link's state. */}
      <CrisisCard headingLevel={2} />
    </Page>
  );
}
