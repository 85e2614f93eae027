import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Session } from '../../contract/sessions';
import { priorSessionsQuery } from '../../lib/queries/sessions';
import { Button } from '../../ui/Button';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import * as styles from './PriorSessions.css';
import { sessionDateText, sessionStatusText } from './session-words';
import { TranscriptDialog } from './TranscriptDialog';

/**
 * The user's earlier sessions, newest first, each with its summary and its transcript one press away. Shown on
 * the chat page and on /profile; it fetches its own data.
 */
export function PriorSessions() {
  const sessions = useQuery(priorSessionsQuery());
  const [open, setOpen] = useState<Session | null>(null);

  return (
    <section className={styles.section} aria-labelledby="prior-sessions-title">
      <h2 id="prior-sessions-title" className={styles.heading}>
        Earlier sessions
      </h2>
      {sessions.isPending ? <output className={styles.statusLine}>Loading your sessions…</output> : null}
      {sessions.isError ? <p role="alert">{sessions.error.message}</p> : null}
      {sessions.data?.length === 0 ? (
        <p className={styles.muted}>Your sessions with Doro will be listed here.</p>
      ) : null}
      {sessions.data && sessions.data.length > 0 ? (
        <ul className={styles.list}>
          {sessions.data.map((session) => (
            <li key={session.id} className={styles.item} data-session-id={session.id}>
              <p className={styles.meta}>
                {sessionDateText(session.startedAt)} · {sessionStatusText(session.status)} · {session.minutesUsed} min
              </p>
              <p className={styles.summary}>{session.summary ?? 'No summary yet.'}</p>
              <div>
                <Button variant="secondary" onClick={() => setOpen(session)}>
                  Read transcript
                  <span className={visuallyHidden}> of {sessionDateText(session.startedAt)}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <TranscriptDialog
          sessionId={open.id}
          title={`Transcript of ${sessionDateText(open.startedAt)}`}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
