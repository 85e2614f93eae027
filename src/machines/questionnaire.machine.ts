/**
 * Taking one questionnaire (issue 6): the intro (what it measures, its source), the items one at a time with back
 * and next that never lose an answer, the submission, and the result or an error to retry from. The pages bind it
 * to `mode=form` and `mode=result`. Submitting is an actor slot (questionnaire.actors.ts): stored for people with
 * an account, scored without storing for visitors, the same machine either way.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PtestAnswer, PtestConditionalQuestion, PtestScore } from '../contract/ptests';

export interface QuestionnaireItem {
  id: string;
  allowedValues: readonly number[];
}

export interface QuestionnaireInput {
  testId: string;
  /** In item order. */
  questions: readonly QuestionnaireItem[];
  conditionalQuestions: readonly PtestConditionalQuestion[];
  /** Answers kept from earlier (the tab was reloaded): taken up where they were. */
  answers?: Readonly<Record<string, number>>;
  /** With an account the response is stored; a visitor's is only scored. */
  signedIn: boolean;
}

/** A stored response also has an id and a date; a visitor's result has neither. */
export type QuestionnaireResult = PtestScore & { id?: string; createdAt?: string };

export interface QuestionnaireContext extends Required<QuestionnaireInput> {
  /** Index into `questions` of the item on screen. */
  index: number;
  /** Next was pressed with no answer chosen: the page says what is missing. */
  needsAnswer: boolean;
  result: QuestionnaireResult | null;
  error: string | null;
}

export type QuestionnaireEvent =
  | { type: 'START' }
  | { type: 'ANSWER'; value: number }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'RESTART' }
  /** Signed in or out meanwhile (e.g. in another tab): the next submission follows. */
  | { type: 'ACCOUNT'; signedIn: boolean };

export interface SubmitAnswersInput {
  testId: string;
  answers: PtestAnswer[];
  /** Store the response (with an account) or only score it. */
  store: boolean;
}

/** Whether an item is asked, given the answers so far (the ASQ's fifth item follows a yes). */
export function isAsked(context: Pick<QuestionnaireContext, 'conditionalQuestions' | 'answers'>, id: string): boolean {
  const condition = context.conditionalQuestions.find((item) => item.questionId === id);
  if (!condition) return true;
  return condition.askedWhen.anyOf.some((from) => (context.answers[from] ?? -1) >= condition.askedWhen.atLeast);
}

/** The indexes of the items asked, in order. */
export function askedIndexes(context: Pick<QuestionnaireContext, 'questions' | 'conditionalQuestions' | 'answers'>) {
  return context.questions.flatMap((question, index) => (isAsked(context, question.id) ? [index] : []));
}

/** What is submitted: the answers of the asked items, in item order; an answer to an item no longer asked is left. */
export function answersToSubmit(context: QuestionnaireContext): PtestAnswer[] {
  return askedIndexes(context).flatMap((index) => {
    const id = context.questions[index]!.id;
    const value = context.answers[id];
    return value === undefined ? [] : [{ questionId: id, value }];
  });
}

const currentId = (context: QuestionnaireContext) => context.questions[context.index]?.id ?? '';

export const questionnaireMachine = setup({
  types: {
    context: {} as QuestionnaireContext,
    events: {} as QuestionnaireEvent,
    input: {} as QuestionnaireInput,
  },
  actors: {
    // Provided by the page (questionnaire.actors.ts) and by tests.
    submitAnswers: fromPromise<QuestionnaireResult, SubmitAnswersInput>(async () => {
      throw new Error('submitAnswers is not provided');
    }),
  },
  actions: {
    // The first asked item still unanswered, so coming back to the form carries on where it was left.
    goToFirstUnanswered: assign({
      index: ({ context }) => {
        const asked = askedIndexes(context);
        return asked.find((index) => context.answers[context.questions[index]!.id] === undefined) ?? asked.at(-1) ?? 0;
      },
      needsAnswer: false,
    }),
    recordAnswer: assign({
      answers: ({ context, event }) =>
        event.type === 'ANSWER' ? { ...context.answers, [currentId(context)]: event.value } : context.answers,
      needsAnswer: false,
    }),
    goToNext: assign({
      index: ({ context }) => askedIndexes(context).find((index) => index > context.index) ?? context.index,
    }),
    goToPrevious: assign({
      index: ({ context }) => askedIndexes(context).findLast((index) => index < context.index) ?? context.index,
      needsAnswer: false,
    }),
    askForAnswer: assign({ needsAnswer: true }),
    keepResult: assign({
      result: ({ event }) => (event as unknown as { output: QuestionnaireResult }).output,
      error: null,
    }),
    keepError: assign({
      error: ({ event }) => {
        const { error } = event as unknown as { error: unknown };
        return error instanceof Error && error.message
          ? error.message
          : 'Something went wrong. Please try again later.';
      },
    }),
    followAccount: assign({
      signedIn: ({ context, event }) => (event.type === 'ACCOUNT' ? event.signedIn : context.signedIn),
    }),
    forgetAnswers: assign({ answers: {}, result: null, error: null, index: 0, needsAnswer: false }),
  },
  guards: {
    isAllowedValue: ({ context, event }) =>
      event.type === 'ANSWER' && (context.questions[context.index]?.allowedValues.includes(event.value) ?? false),
    isAnsweredAndLast: ({ context }) =>
      context.answers[currentId(context)] !== undefined && askedIndexes(context).at(-1) === context.index,
    isAnswered: ({ context }) => context.answers[currentId(context)] !== undefined,
    isFirstAsked: ({ context }) => askedIndexes(context)[0] === context.index,
  },
}).createMachine({
  id: 'questionnaire',
  context: ({ input }) => ({
    testId: input.testId,
    questions: input.questions,
    conditionalQuestions: input.conditionalQuestions,
    answers: { ...input.answers },
    signedIn: input.signedIn,
    index: 0,
    needsAnswer: false,
    result: null,
    error: null,
  }),
  initial: 'intro',
  on: { ACCOUNT: { actions: 'followAccount' } },
  states: {
    // Exists so nobody starts answering before reading what the questionnaire is, its time frame and its source.
    intro: {
      on: { START: { target: 'answering', actions: 'goToFirstUnanswered' } },
    },
    // Exists for the form (mode=form): one item at a time; answers stay as they are when going back and forth.
    answering: {
      on: {
        ANSWER: { guard: 'isAllowedValue', actions: 'recordAnswer' },
        NEXT: [
          { guard: 'isAnsweredAndLast', target: 'submitting' },
          { guard: 'isAnswered', actions: 'goToNext' },
          { actions: 'askForAnswer' },
        ],
        BACK: [{ guard: 'isFirstAsked', target: 'intro' }, { actions: 'goToPrevious' }],
      },
    },
    // Exists while the answers are scored (and stored, with an account): nothing can be changed meanwhile.
    submitting: {
      invoke: {
        id: 'submitAnswers',
        src: 'submitAnswers',
        input: ({ context }) => ({
          testId: context.testId,
          answers: answersToSubmit(context),
          store: context.signedIn,
        }),
        onDone: { target: 'result', actions: 'keepResult' },
        onError: { target: 'error', actions: 'keepError' },
      },
    },
    // Exists for the result page (mode=result): the score, its band and what to do next.
    result: {
      on: { RESTART: { target: 'intro', actions: 'forgetAnswers' } },
    },
    // Exists so a failed submission loses nothing: retry as is, or go back to the answers.
    error: {
      on: {
        RETRY: { target: 'submitting' },
        BACK: { target: 'answering' },
      },
    },
  },
});

export type QuestionnaireMachine = typeof questionnaireMachine;
