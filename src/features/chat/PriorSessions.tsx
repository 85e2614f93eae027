import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Session } from '../../contract/sessions';
import { priorSessionsQuery } from '../../lib/queries/sessions';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import * as styles from './PriorSessions.css';
import { sessionEndMessages } from './session-end.messages';
import { sessionDateText, sessionStatusText } from './session-words';
import { TranscriptDialog } from './TranscriptDialog';

/**
 * The user's earlier sessions, newest first, each with its summary and its transcript one press away. Shown on
 * the chat page and on /profile; it fetches its own data.
 */
export function PriorSessions() {
  const t = useMessages(sessionEndMessages);
  const locale = useLocale();
  const sessions = useQuery(priorSessionsQuery());
  const [open, setOpen] = useState<Session | null>(null);

  return (
    <section className={styles.section} aria-labelledby="prior-sessions-title">
      <h2 id="prior-sessions-title" className={styles.heading}>
        {t.earlierSessions}
      </h2>
      {sessions.isPending ? <output className={styles.statusLine}>{t.loadingSessions}</output> : null}
      {sessions.isError ? <p role="alert">{sessions.error.message}</p> : null}
      {sessions.data?.length === 0 ? <p className={styles.muted}>{t.noSessions}</p> : null}
      {sessions.data && sessions.data.length > 0 ? (
        <ul className={styles.list}>
          {sessions.data.map((session) => (
            <li key={session.id} className={styles.item} data-session-id={session.id}>
              <p className={styles.meta}>
                {sessionDateText(session.startedAt, locale)} · {sessionStatusText(session.status, t)} ·{' '}
                {fill(locale, t.minutesUsed, { minutes: session.minutesUsed })}
              </p>
              <p className={styles.summary}>{session.summary ?? t.noSummary}</p>
              <div>
                <Button variant="secondary" onClick={() => setOpen(session)}>
                  {t.readTranscript}
                  <span className={visuallyHidden}>
                    {fill(locale, t.ofDate, { date: sessionDateText(session.startedAt, locale) })}
                  </span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <TranscriptDialog
          sessionId={open.id}
          title={fill(locale, t.transcriptOf, { date: sessionDateText(open.startedAt, locale) })}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
