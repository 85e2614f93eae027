import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PtestInfo } from '../../contract/ptests';
import { fill, formatNumber, useLocale, useMessages } from '../../lib/i18n/i18n';
import type { QuestionnaireMachine } from '../../machines/questionnaire.machine';
import { Button } from '../../ui/Button';
import { CrisisCard } from '../../ui/CrisisCard';
import { questionnairesMessages } from './questionnaires.messages';
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
  const locale = useLocale();
  const t = useMessages(questionnairesMessages);
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
      <title>{fill(locale, t.resultDocumentTitle, { title: info.title })}</title>
      <h1 ref={focusOnArrival} tabIndex={-1}>
        {fill(locale, t.resultTitle, { title: info.title })}
      </h1>
      {atRisk && <CrisisCard level={result.flags.includes('acute_risk') ? 'imminent' : 'urgent'} headingLevel={2} />}
      <section aria-labelledby="score-heading" className={styles.section}>
        <h2 id="score-heading">{t.yourScore}</h2>
        <p className={styles.score}>
          {formatNumber(locale, result.totalScore)}
          <span className={styles.muted}>{fill(locale, t.outOf, { max: info.scoreRange.max })}</span>
        </p>
        <p>
          <strong>{band?.title ?? result.severity}</strong>
          {band && band.min !== band.max ? fill(locale, t.bandRange, { min: band.min, max: band.max }) : ''}
        </p>
        <p>{result.interpretation}</p>
        {result.flags.includes('depression_screening_suggested') && <p>{t.screeningSuggested}</p>}
      </section>
      <section aria-labelledby="meaning-heading" className={styles.section}>
        <h2 id="meaning-heading">{t.meaningHeading}</h2>
        <p>{fill(locale, t.meaning, { timeFrame: info.timeFrame })}</p>
        <p className={styles.muted}>
          {fill(locale, t.sourceLine, { source: result.source })} <cite lang="en">{info.citation}</cite>
        </p>
      </section>
      <section aria-labelledby="next-heading" className={styles.section}>
        <h2 id="next-heading">{t.nextSteps}</h2>
        <ul>
          <li>
            {saved ? <Link to="/doro-chat">{t.talkWithDoro}</Link> : <Link to="/signup">{t.signUpToTalk}</Link>}
            {t.aiCoach}
          </li>
          <li>
            {t.seeProfessional} <a href="https://findahelpline.com">findahelpline.com</a>.
          </li>
        </ul>
        {saved ? (
          <p>
            <output>{t.saved}</output>
          </p>
        ) : (
          <p>
            <strong>{t.keepResult}</strong> <Link to="/signup">{t.createAccount}</Link> {t.or}{' '}
            <Link to="/login">{t.logIn}</Link>
            {t.keepResultEnd}
          </p>
        )}
      </section>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => actor.send({ type: 'RESTART' })}>
          {t.takeAgain}
        </Button>
        <Link to="/database">{t.allQuestionnaires}</Link>
      </div>
    </main>
  );
}
