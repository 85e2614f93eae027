import { useQueries, useQuery } from '@tanstack/react-query';
import type { PtestInfo } from '../../contract/ptests';
import { questionnaireDataQuery } from '../../lib/queries/ptests';
import { CrisisCard } from '../../ui/CrisisCard';
import { Page } from '../../ui/Page';
import { PageMeta } from '../../ui/PageMeta';
import { resultRows, type SharedResult } from './progress-rows';
import { sharedProgressQuery } from './shared-progress-query';
import * as styles from './SharedProgressPage.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

const pageTitle = 'Shared progress from Doro';

const minutesText = (minutes: number) =>
  minutes === 0 ? 'under a minute' : minutes === 1 ? '1 minute' : `${minutes} minutes`;

/**
 * What a progress link opens (issue 18: it used to open raw JSON): the parts the person chose to share, their
 * questionnaire results and their session summaries, read-only, for whoever was given the link. Never anything
 * else: the page shows only what GET /api/shared-progress/:token answers, and that holds only the chosen parts.
 * The crisis lines stay on the page whatever the link's state.
 */
export function SharedProgressPage({ token }: { token: string }) {
  const shared = useQuery(sharedProgressQuery(token));
  return (
    <Page title={pageTitle} documentTitle="Shared progress · Doro">
      {/* A person's results: never in a search engine, whoever follows the link. */}
      <PageMeta title="Shared progress · Doro" noindex />
      {shared.isPending ? (
        <output>Opening the shared progress…</output>
      ) : shared.isError ? (
        <div role="alert" className={styles.block}>
          <p>{shared.error.message}</p>
          <p className={styles.note}>Ask the person who shared it for a new link.</p>
        </div>
      ) : (
        <>
          <p className={styles.intro}>
            Someone chose to share this with you from Doro, an AI coach (not a clinician). Questionnaire results are
            screenings, not diagnoses. What they wrote in their conversations stays private. This link works until{' '}
            <time dateTime={shared.data.expiresAt}>{formatDate(shared.data.expiresAt)}</time>.
          </p>
          {shared.data.questionnaires ? <SharedResults results={shared.data.questionnaires} /> : null}
          {shared.data.sessions ? <SharedSessions sessions={shared.data.sessions} /> : null}
        </>
      )}
      <CrisisCard headingLevel={2} />
    </Page>
  );
}

function SharedResults({ results }: { results: readonly SharedResult[] }) {
  const ids = [...new Set(results.map((result) => result.testId))];
  // Each instrument's name, range and band titles: public, and the same for everyone.
  const infos = useQueries({
    queries: ids.map((id) => questionnaireDataQuery(id)),
    combine: (answers) => ({
      pending: answers.some((answer) => answer.isPending),
      byId: new Map(
        answers.flatMap((answer): Array<[string, PtestInfo]> => (answer.data ? [[answer.data.id, answer.data]] : [])),
      ),
    }),
  });
  return (
    <section aria-labelledby="shared-results-heading" className={styles.block}>
      <h2 id="shared-results-heading">Questionnaire results</h2>
      {results.length === 0 ? (
        <p className={styles.note}>No questionnaire results yet.</p>
      ) : infos.pending ? (
        <output>Reading the questionnaires…</output>
      ) : (
        // One card per result rather than a table: it reads the same at 375 px as at 1280, with no sideways scroll.
        <ul className={styles.results} aria-labelledby="shared-results-heading">
          {resultRows(results, infos.byId).map((row) => (
            <li key={row.key} className={styles.result}>
              <h3 className={styles.resultHeading}>{row.questionnaire}</h3>
              <dl className={styles.facts}>
                <div>
                  <dt>Date</dt>
                  <dd>
                    <time dateTime={row.completedAt}>{formatDate(row.completedAt)}</time>
                  </dd>
                </div>
                <div>
                  <dt>Score</dt>
                  <dd>{row.score}</dd>
                </div>
                <div>
                  <dt>Result</dt>
                  <dd>{row.result}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface SharedSession {
  startedAt: string;
  minutes: number;
  summary: string | null;
}

function SharedSessions({ sessions }: { sessions: readonly SharedSession[] }) {
  const newestFirst = sessions.toSorted((a, b) => b.startedAt.localeCompare(a.startedAt));
  return (
    <section aria-labelledby="shared-sessions-heading" className={styles.block}>
      <h2 id="shared-sessions-heading">Session summaries</h2>
      {newestFirst.length === 0 ? (
        <p className={styles.note}>No sessions yet.</p>
      ) : (
        <ul className={styles.sessions}>
          {newestFirst.map((session, index) => (
            <li key={`${session.startedAt}-${index}`} className={styles.session}>
              <h3 className={styles.sessionHeading}>
                <span>
                  Session of <time dateTime={session.startedAt}>{formatDate(session.startedAt)}</time>
                </span>
                <span className={styles.minutes}>{minutesText(session.minutes)}</span>
              </h3>
              {session.summary ? (
                <blockquote className={styles.summary}>{session.summary}</blockquote>
              ) : (
                <p className={styles.note}>No summary for this session.</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
