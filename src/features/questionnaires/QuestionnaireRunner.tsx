import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { PtestInfo, PtestQuestion } from '../../contract/ptests';
import { inspector } from '../../lib/inspector';
import { questionnaireHistoryQuery } from '../../lib/queries/ptests';
import { submitAnswers } from '../../machines/questionnaire.actors';
import { answersToSubmit, questionnaireMachine } from '../../machines/questionnaire.machine';
import { keepDraft, keepPending, readDraft } from './kept-answers';
import { QuestionnaireIntro } from './QuestionnaireIntro';
import { QuestionStep } from './QuestionStep';
import { ResultView } from './ResultView';

export type QuestionnaireMode = 'form' | 'result' | undefined;

const modeOf = (state: string): QuestionnaireMode =>
  state === 'intro' ? undefined : state === 'result' ? 'result' : 'form';

interface QuestionnaireRunnerProps {
  info: PtestInfo;
  questions: PtestQuestion[];
  mode: QuestionnaireMode;
  signedIn: boolean;
  onModeChange: (mode: QuestionnaireMode) => void;
}

/** Binds the questionnaire machine to the page: its state picks the view and the address's mode. */
export function QuestionnaireRunner({ info, questions, mode, signedIn, onModeChange }: QuestionnaireRunnerProps) {
  const queryClient = useQueryClient();
  const [machine] = useState(() => questionnaireMachine.provide({ actors: { submitAnswers } }));
  const actor = useActorRef(machine, {
    input: {
      testId: info.id,
      questions: questions.map((question) => ({
        id: question.id,
        allowedValues: question.options.map((option) => option.value),
      })),
      conditionalQuestions: info.conditionalQuestions,
      answers: readDraft(info.id),
      signedIn,
    },
    inspect: inspector(),
  });
  // Signing in meanwhile (another tab) stores the answers without restarting the form.
  useEffect(() => {
    actor.send({ type: 'ACCOUNT', signedIn });
  }, [actor, signedIn]);
  const state = useSelector(actor, (snapshot) => snapshot.value);

  // A reload or a link straight into the form carries on with the kept answers. Only the mode of arrival counts:
  // later modes come from the machine itself.
  const [arrivalMode] = useState(mode);
  useEffect(() => {
    if (arrivalMode === 'form') actor.send({ type: 'START' });
  }, [actor, arrivalMode]);

  // Every answer is kept as it is given, so nothing is lost on a reload. A result ends the draft; a visitor's
  // answers wait to be saved once they have an account.
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('answering')) keepDraft(info.id, snapshot.context.answers);
    });
    return () => subscription.unsubscribe();
  }, [actor, info.id]);

  // The address follows the machine. Read from the actor, not this render: on arrival in the form the START
  // above has already moved it on, and a stale "intro" would send the page back (the shell remounts the page when
  // the focus mode starts or ends, so this runs on every such arrival).
  useEffect(() => {
    let asked = mode;
    const follow = (value: string) => {
      const wanted = modeOf(value);
      if (wanted !== asked) onModeChange(wanted);
      asked = wanted;
    };
    follow(String(actor.getSnapshot().value));
    const subscription = actor.subscribe((snapshot) => follow(String(snapshot.value)));
    return () => subscription.unsubscribe();
  }, [actor, mode, onModeChange]);

  useEffect(() => {
    if (state !== 'result') return;
    const snapshot = actor.getSnapshot();
    keepDraft(info.id, null);
    // A stored response has an id; a visitor's scored-only result waits for an account.
    if (snapshot.context.result?.id)
      void queryClient.invalidateQueries({ queryKey: questionnaireHistoryQuery().queryKey });
    else keepPending({ testId: info.id, answers: answersToSubmit(snapshot.context) });
  }, [state, actor, info.id, queryClient]);

  if (state === 'intro') return <QuestionnaireIntro info={info} onStart={() => actor.send({ type: 'START' })} />;
  if (state === 'result') return <ResultView actor={actor} info={info} />;
  return <QuestionStep actor={actor} info={info} questions={questions} />;
}
