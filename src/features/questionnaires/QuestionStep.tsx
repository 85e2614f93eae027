import { useSelector } from '@xstate/react';
import { useCallback, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PtestInfo, PtestQuestion } from '../../contract/ptests';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { askedIndexes, type QuestionnaireMachine } from '../../machines/questionnaire.machine';
import { Button } from '../../ui/Button';
import { EnglishItemsNote } from './EnglishItemsNote';
import { questionnairesMessages } from './questionnaires.messages';
import * as styles from './Questionnaires.css';

interface QuestionStepProps {
  actor: ActorRefFrom<QuestionnaireMachine>;
  info: PtestInfo;
  questions: PtestQuestion[];
}

/**
 * The form (mode=form): one item at a time as a radio group, with progress. Arrow keys choose within the group,
 * Enter goes on; focus moves to each new item so screen readers read it.
 */
export function QuestionStep({ actor, info, questions }: QuestionStepProps) {
  const locale = useLocale();
  const t = useMessages(questionnairesMessages);
  // The instrument's own words carry their language, which is English where no validated translation may be used.
  const itemsLang = info.itemsLanguage === locale ? undefined : info.itemsLanguage;
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const submitting = useSelector(actor, (snapshot) => snapshot.matches('submitting'));
  const error = useSelector(actor, (snapshot) => (snapshot.matches('error') ? snapshot.context.error : null));
  const question = questions[context.index]!;
  const asked = askedIndexes(context);
  const step = asked.indexOf(context.index) + 1;
  const chosen = context.answers[question.id];
  const problemId = useId();
  // Stable, so it runs when a new item's heading mounts, not on every answer (which would pull the focus away).
  const focusOnArrival = useCallback((node: HTMLHeadingElement | null) => node?.focus(), []);

  return (
    <main id="main" className={styles.focusPage}>
      <title>{fill(locale, t.stepDocumentTitle, { title: info.title, step, total: asked.length })}</title>
      <h1 className={styles.cardTitle}>{info.title}</h1>
      <EnglishItemsNote info={info} />
      <p className={styles.muted} lang={itemsLang}>
        {info.instructions}
      </p>
      <p id={`${problemId}-progress`}>{fill(locale, t.progress, { step, total: asked.length })}</p>
      <progress
        className={styles.progressBar}
        max={asked.length}
        value={step - 1}
        aria-labelledby={`${problemId}-progress`}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: error ? 'RETRY' : 'NEXT' });
        }}
      >
        <fieldset
          className={styles.fieldset}
          disabled={submitting}
          aria-describedby={context.needsAnswer ? problemId : undefined}
        >
          <legend lang={itemsLang}>
            {/* A new heading per item takes the focus, so screen readers read each question as it comes. */}
            <h2 key={question.id} ref={focusOnArrival} tabIndex={-1} className={styles.legend}>
              {question.text}
            </h2>
          </legend>
          <div className={styles.options} lang={itemsLang}>
            {question.options.map((option) => (
              <label key={option.value} className={styles.option}>
                <input
                  type="radio"
                  name={question.id}
                  value={option.value}
                  checked={chosen === option.value}
                  onChange={() => actor.send({ type: 'ANSWER', value: option.value })}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        {context.needsAnswer && (
          <p id={problemId} role="alert" className={styles.problem}>
            {t.chooseAnswer}
          </p>
        )}
        {error && (
          <p role="alert" className={styles.problem}>
            {fill(locale, t.notSent, { error })}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => actor.send({ type: 'BACK' })} disabled={submitting}>
            {t.back}
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? t.scoring : error ? t.tryAgain : step === asked.length ? t.seeResult : t.next}
          </Button>
        </div>
      </form>
    </main>
  );
}
