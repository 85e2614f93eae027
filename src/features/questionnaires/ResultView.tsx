import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PtestInfo } from '../../contract/ptests';
import type { QuestionnaireMachine } from '../../machines/questionnaire.machine';
import { Button } from '../../ui/Button';
import { CrisisCard } from '../../ui/CrisisCard';
import * as styles from './Questionnaires.css';

interface ResultViewProps {
  actor: ActorRefFrom<QuestionnaireMachine>;
  info: PtestInfo;
}

/**
 * The result (mode=result): a risk flag puts the crisis resources first, whatever the total; then the score, its
 * band and published meaning, what a screening does and does not mean, the source and the next steps.
 */
export function ResultView({ actor, info }: ResultViewProps) {
  const result = useSelector(actor, (snapshot) => snapshot.context.result)!;
  const band = info.bands.find((candidate) => candidate.label === result.severity);
  const atRisk = result.flags.includes('self_harm_risk');
  // Stored responses have an id: only people with an account get one.
  const saved = result.id !== undefined;
  // The result replaces the button that asked for it: its heading takes the focus, so a keyboard user goes on from
  // here (Tab reaches the result's own links) and a screen reader reads it, not the page's top.
  const focusOnArrival = useCallback((node: HTMLHeadingElement | null) => node?.focus(), []);

  return (
    <main id="main" className={styles.focusPage}>
      <title>{`Your result: ${info.title} · Doro`}</title>
      <h1 ref={focusOnArrival} tabIndex={-1}>
        Your result: {info.title}
      </h1>
      {atRisk && <CrisisCard level={result.flags.includes('acute_risk') ? 'imminent' : 'urgent'} headingLevel={2} />}
      <section aria-labelledby="score-heading" className={styles.section}>
        <h2 id="score-heading">Your score</h2>
        <p className={styles.score}>
          {result.totalScore}
          <span className={styles.muted}> out of {info.scoreRange.max}</span>
        </p>
        <p>
          <strong>{band?.title ?? result.severity}</strong>
          {band && band.min !== band.max ? ` (scores ${band.min} to ${band.max})` : ''}
        </p>
        <p>{result.interpretation}</p>
        {result.flags.includes('depression_screening_suggested') && (
          <p>Your answers suggest that screening for depression would be worthwhile.</p>
        )}
      </section>
      <section aria-labelledby="meaning-heading" className={styles.section}>
        <h2 id="meaning-heading">What this means, and what it does not</h2>
        <p>
          This questionnaire is a screening, not a diagnosis. It shows how you have been {info.timeFrame}. Only a doctor
          or mental health professional can diagnose a condition, and a score can change with time.
        </p>
        <p className={styles.muted}>
          Source: {result.source}. <cite>{info.citation}</cite>
        </p>
      </section>
      <section aria-labelledby="next-heading" className={styles.section}>
        <h2 id="next-heading">Next steps</h2>
        <ul>
          <li>
            {saved ? (
              <Link to="/doro-chat">Talk it through with Doro</Link>
            ) : (
              <Link to="/signup">Sign up to talk it through with Doro</Link>
            )}
            , an AI coach (not a therapist).
          </li>
          <li>
            See a professional: your family doctor or a mental health professional can look at this with you. Find
            support near you at <a href="https://findahelpline.com">findahelpline.com</a>.
          </li>
        </ul>
        {saved ? (
          <p>
            <output>This result is saved to your profile, where you can follow it over time.</output>
          </p>
        ) : (
          <p>
            <strong>Keep this result:</strong> <Link to="/signup">create an account</Link> or{' '}
            <Link to="/login">log in</Link>, and it is saved to your profile to follow over time.
          </p>
        )}
      </section>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => actor.send({ type: 'RESTART' })}>
          Take it again
        </Button>
        <Link to="/database">All questionnaires</Link>
      </div>
    </main>
  );
}
