import { useSelector } from '@xstate/react';
import { useCallback, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PtestInfo, PtestQuestion } from '../../contract/ptests';
import { askedIndexes, type QuestionnaireMachine } from '../../machines/questionnaire.machine';
import { Button } from '../../ui/Button';
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
      <title>{`${info.title}: question ${step} of ${asked.length} · Doro`}</title>
      <h1 className={styles.cardTitle}>{info.title}</h1>
      <p className={styles.muted}>{info.instructions}</p>
      <p id={`${problemId}-progress`}>
        Question {step} of {asked.length}
      </p>
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
          <legend>
            {/* A new heading per item takes the focus, so screen readers read each question as it comes. */}
            <h2 key={question.id} ref={focusOnArrival} tabIndex={-1} className={styles.legend}>
              {question.text}
            </h2>
          </legend>
          <div className={styles.options}>
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
            Choose an answer to go on.
          </p>
        )}
        {error && (
          <p role="alert" className={styles.problem}>
            Your answers could not be sent: {error} They are kept: try again.
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => actor.send({ type: 'BACK' })} disabled={submitting}>
            Back
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Scoring…' : error ? 'Try again' : step === asked.length ? 'See my result' : 'Next'}
          </Button>
        </div>
      </form>
    </main>
  );
}
