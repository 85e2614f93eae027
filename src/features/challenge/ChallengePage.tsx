import { Link } from '@tanstack/react-router';
import { CHALLENGE_DAY_COUNT } from '../../contract/challenge-days';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { PageMeta } from '../../ui/PageMeta';
import { challengeDays, challengeWeeks } from './days';
import { DayCard } from './DayCard';
import { nextDay } from './progress';
import { useChallengeProgress, type ChallengeAccount, type ChallengeProgressState } from './use-challenge-progress';
import * as styles from './Challenge.css';

const title = '30-day wellbeing challenge · Doro';

function WhereKept({ progress }: { progress: ChallengeProgressState }) {
  if (progress.keptIn === 'account') return <p className={styles.note}>Your progress is saved to your account.</p>;
  return (
    <p className={styles.note}>
      Your progress is kept in this browser only. <Link to="/signup">Create a free account</Link> or{' '}
      <Link to="/login">log in</Link> to keep it in your account.
    </p>
  );
}

function UpNext({ progress }: { progress: ChallengeProgressState }) {
  const day = nextDay(progress.days);
  const entry = day === null ? undefined : challengeDays[day - 1];
  if (!entry) {
    return (
      <section className={styles.panel} aria-labelledby="up-next-title">
        <h2 id="up-next-title" className={styles.panelTitle}>
          You did all {CHALLENGE_DAY_COUNT} days
        </h2>
        <p>Well done for giving yourself this time. Keep the practices that helped; you can start again any time.</p>
        <Button variant="secondary" onClick={progress.startAgain}>
          Start again
        </Button>
      </section>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="up-next-title">
      <h2 id="up-next-title" className={styles.panelTitle}>
        Up next: day {entry.day}, {entry.title.toLowerCase()}
      </h2>
      <p className={styles.dayText}>{entry.practice}</p>
      <p className={styles.why}>
        <strong>Why it helps:</strong> {entry.why}
      </p>
      <Button onClick={() => progress.setDone(entry.day, true)} disabled={progress.status !== 'ready'}>
        Mark day {entry.day} as done
      </Button>
    </section>
  );
}

interface ChallengePageProps {
  /** Who is looking: decides where progress is kept (this browser, or the account). */
  account: ChallengeAccount;
}

/** Thirty small practices, one a day, with progress that stays. */
export function ChallengePage({ account }: ChallengePageProps) {
  const progress = useChallengeProgress(account);
  const done = new Set(progress.days);
  const ready = progress.status === 'ready';

  return (
    <Page title="30-day wellbeing challenge" documentTitle={title}>
      <PageMeta title={title} />
      <p className={styles.lead}>
        One small practice a day, for thirty days. Each takes a few minutes and comes with a few words on why it can
        help. Go at your own pace: if you miss a day, pick up where you left off.
      </p>
      <p className={styles.note}>
        These are everyday wellbeing habits, not treatment. If you are struggling, talk to someone you trust or to a
        professional. In a crisis, call or text <a href="tel:988">988</a>, or call <a href="tel:911">911</a>.
      </p>

      {progress.withheld ? (
        <section className={styles.panel} aria-labelledby="progress-title">
          <h2 id="progress-title" className={styles.panelTitle}>
            Any practice, any day
          </h2>
          <p>
            Doro keeps no streaks, counts or progress for people under 18, so there is nothing to keep up: try whichever
            practice you like, as often as you like.
          </p>
        </section>
      ) : (
        <section className={styles.panel} aria-labelledby="progress-title">
          <h2 id="progress-title" className={styles.panelTitle}>
            Your progress
          </h2>
          {progress.status === 'loading' ? (
            <output>Loading your progress…</output>
          ) : (
            <>
              <progress
                className={styles.bar}
                max={CHALLENGE_DAY_COUNT}
                value={progress.days.length}
                aria-label="Days done"
              />
              <output className={styles.count}>
                {progress.days.length} of {CHALLENGE_DAY_COUNT} days done
              </output>
            </>
          )}
          {progress.problem ? (
            <div role="alert">
              <p className={styles.problem}>{progress.problem}</p>
              {progress.status === 'error' ? (
                <Button variant="secondary" onClick={progress.retry}>
                  Try again
                </Button>
              ) : null}
            </div>
          ) : null}
          <WhereKept progress={progress} />
        </section>
      )}

      {ready && !progress.withheld ? <UpNext progress={progress} /> : null}

      {challengeWeeks.map((week) => (
        <section key={week.title} className={styles.week} aria-labelledby={`week-${week.days[0]}`}>
          <h2 id={`week-${week.days[0]}`}>{week.title}</h2>
          <ol className={styles.days} start={week.days[0]}>
            {challengeDays.slice(week.days[0] - 1, week.days[1]).map((entry) => (
              <DayCard
                key={entry.day}
                entry={entry}
                done={done.has(entry.day)}
                disabled={!ready}
                tickable={!progress.withheld}
                onChange={(checked) => progress.setDone(entry.day, checked)}
              />
            ))}
          </ol>
        </section>
      ))}
    </Page>
  );
}
