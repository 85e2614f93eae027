/**
 * Model-based test of the questionnaire machine: paths are generated from the statechart with xstate/graph, one for
 * every transition (the shortest way to its source state, then the transition), on a small questionnaire shaped like
 * the ASQ (two items, then a third asked only after a yes). Each path is replayed against a running actor whose
 * submission is a real promise the test settles. At every step the actor must agree with the model, and what a
 * person relies on must hold: no answer is lost by going back and forth, the item on screen is always one that is
 * asked, only asked items are submitted, in order, and a result exists only on the result page.
 */
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, initialTransition, transition } from 'xstate';
import { type AdjacencyMap, getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { allStateNodes, coverageGaps, definedTransitions, nodeName } from './model-test-kit';
import {
  askedIndexes,
  type QuestionnaireEvent,
  type QuestionnaireInput,
  type QuestionnaireResult,
  questionnaireMachine,
  type SubmitAnswersInput,
} from './questionnaire.machine';

// ---------------------------------------------------------------------------------------------------------------
// Typed fixtures.

const input: QuestionnaireInput = {
  testId: 'asq-like',
  questions: [
    { id: 'a', allowedValues: [0, 1] },
    { id: 'b', allowedValues: [0, 1] },
    { id: 'c', allowedValues: [0, 1] },
  ],
  conditionalQuestions: [{ questionId: 'c', askedWhen: { anyOf: ['a', 'b'], atLeast: 1 } }],
  signedIn: false,
};

const scored: QuestionnaireResult = {
  testId: 'asq-like',
  totalScore: 1,
  severity: 'non-acute positive',
  flags: ['self_harm_risk'],
  interpretation: 'A positive screen.',
  source: 'Test source',
};

const DONE = 'xstate.done.actor.submitAnswers';
const ERROR = 'xstate.error.actor.submitAnswers';
type ModelEvent =
  QuestionnaireEvent | { type: typeof DONE; output: QuestionnaireResult } | { type: typeof ERROR; error: Error };

const eventFixtures: readonly ModelEvent[] = [
  { type: 'START' },
  { type: 'ANSWER', value: 0 },
  { type: 'ANSWER', value: 1 },
  { type: 'ANSWER', value: 7 },
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'RETRY' },
  { type: 'RESTART' },
  { type: 'ACCOUNT', signedIn: true },
  { type: DONE, output: scored },
  { type: ERROR, error: new Error('The network is down.') },
];

// ---------------------------------------------------------------------------------------------------------------
// The expected statechart, written out by hand.

const expectedTransitions = [
  '(root) --ACCOUNT--> (stays)',
  'intro --START--> answering',
  'answering --ANSWER [isAllowedValue]--> (stays)',
  'answering --NEXT [isAnsweredAndLast]--> submitting',
  'answering --NEXT [isAnswered]--> (stays)',
  'answering --NEXT--> (stays)',
  'answering --BACK [isFirstAsked]--> intro',
  'answering --BACK--> (stays)',
  `submitting --${DONE}--> result`,
  `submitting --${ERROR}--> error`,
  'result --RESTART--> intro',
  'error --RETRY--> submitting',
  'error --BACK--> answering',
];

const expectedStates = ['intro', 'answering', 'submitting', 'result', 'error'];

// ---------------------------------------------------------------------------------------------------------------
// Generating paths.

type ModelSnapshot = ReturnType<typeof initialTransition<typeof questionnaireMachine>>[0];
type ModelPath = { events: ModelEvent[]; description: string };

const traversal = {
  input,
  events: eventFixtures as unknown as QuestionnaireEvent[],
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const { context } = snapshot as ModelSnapshot;
    return JSON.stringify([
      snapshot.value,
      context.index,
      context.answers,
      context.needsAnswer,
      context.result !== null,
      context.signedIn,
    ]);
  },
};

function eventName(event: ModelEvent): string {
  if (event.type === DONE) return 'scored';
  if (event.type === ERROR) return 'submission fails';
  if (event.type === 'ACCOUNT') return event.signedIn ? 'signs in' : 'signs out';
  return event.type === 'ANSWER' ? `ANSWER ${event.value}` : event.type;
}

function describeSnapshot(snapshot: ModelSnapshot): string {
  return `${String(snapshot.value)}(${snapshot.context.index}, ${JSON.stringify(snapshot.context.answers)})`;
}

function generatePaths(): ModelPath[] {
  const shortest = new Map<string, StatePath<ModelSnapshot, QuestionnaireEvent>>();
  for (const path of getShortestPaths(questionnaireMachine, traversal))
    shortest.set(traversal.serializeState(path.state), path);
  const adjacency: AdjacencyMap<ModelSnapshot, QuestionnaireEvent> = getAdjacencyMap(questionnaireMachine, traversal);
  const paths: ModelPath[] = [];
  const kinds = new Set<string>();
  const described = definedTransitions(questionnaireMachine.root);
  for (const [sourceKey, { state, transitions }] of Object.entries(adjacency)) {
    for (const { event } of Object.values(transitions) as Array<{ event: QuestionnaireEvent }>) {
      const taken = questionnaireMachine.getTransitionData(state, event);
      if (taken.length === 0) continue;
      // One path per transition, per state and item on screen, per event: the rest adds no new behaviour to see.
      const kind = JSON.stringify([
        state.value,
        state.context.index,
        eventName(event as ModelEvent),
        taken.map((d) => described.get(d)),
      ]);
      if (kinds.has(kind)) continue;
      kinds.add(kind);
      const prefix = shortest.get(sourceKey);
      if (!prefix) throw new Error(`No path reaches ${sourceKey}`);
      const events = [...prefix.steps.map((step) => step.event as ModelEvent), event as ModelEvent].filter(
        (e) => (e.type as string) !== 'xstate.init',
      );
      const target = transition(questionnaireMachine, state, event)[0];
      paths.push({ events, description: `${events.map(eventName).join(' → ')} → ${describeSnapshot(target)}` });
    }
  }
  return paths;
}

function modelSnapshots(path: ModelPath): ModelSnapshot[] {
  const snapshots = [initialTransition(questionnaireMachine, input)[0]];
  for (const event of path.events) {
    snapshots.push(transition(questionnaireMachine, snapshots.at(-1)!, event as QuestionnaireEvent)[0]);
  }
  return snapshots;
}

// ---------------------------------------------------------------------------------------------------------------
// The running system: the real machine, its submission a promise the test settles.

function startQuestionnaire(machineInput: QuestionnaireInput = input) {
  const submissions: SubmitAnswersInput[] = [];
  let settle: { resolve: (result: QuestionnaireResult) => void; reject: (error: Error) => void } | undefined;
  const machine = questionnaireMachine.provide({
    actors: {
      submitAnswers: fromPromise<QuestionnaireResult, SubmitAnswersInput>(
        ({ input: submitted }) =>
          new Promise((resolve, reject) => {
            submissions.push(submitted);
            settle = { resolve, reject };
          }),
      ),
    },
  });
  const actor = createActor(machine, { input: machineInput }).start();
  return { actor, submissions, settle: () => settle };
}

type Running = ReturnType<typeof startQuestionnaire>;

async function perform(running: Running, event: ModelEvent): Promise<string[]> {
  const problems: string[] = [];
  const claim = (holds: boolean, text: string) => {
    if (!holds) problems.push(text);
  };
  const before = running.actor.getSnapshot();
  if (event.type === DONE) running.settle()?.resolve(event.output);
  else if (event.type === ERROR) running.settle()?.reject(event.error);
  else running.actor.send(event);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const after = running.actor.getSnapshot();

  if (event.type !== 'RESTART') {
    for (const [id, value] of Object.entries(before.context.answers)) {
      const changedNow =
        event.type === 'ANSWER' &&
        before.matches('answering') &&
        before.context.questions[before.context.index]?.id === id;
      claim(changedNow || after.context.answers[id] === value, `the answer to ${id} is kept after ${eventName(event)}`);
    }
  }
  if (after.matches('answering')) {
    claim(askedIndexes(after.context).includes(after.context.index), 'the item on screen is an asked one');
  }
  if (after.matches('submitting') && !before.matches('submitting')) {
    const submitted = running.submissions.at(-1)!;
    const asked = askedIndexes(after.context).map((index) => after.context.questions[index]!.id);
    claim(
      JSON.stringify(submitted.answers.map((answer) => answer.questionId)) === JSON.stringify(asked),
      `every asked item is submitted once, in order: ${JSON.stringify(asked)}`,
    );
    claim(
      submitted.answers.every((answer) => after.context.answers[answer.questionId] === answer.value),
      'submitted values are the answers',
    );
    claim(submitted.store === after.context.signedIn, 'stored exactly when signed in');
  }
  claim((after.context.result !== null) === after.matches('result'), 'a result exists exactly on the result page');
  if (after.matches('error')) claim(after.context.error === 'The network is down.', 'the error says what failed');
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------

const generatedPaths = generatePaths();

describe('the questionnaire machine definition', () => {
  it('has exactly the expected transitions', () => {
    expect([...definedTransitions(questionnaireMachine.root).values()].toSorted()).toEqual(
      [...expectedTransitions].toSorted(),
    );
  });

  it('has exactly the expected states', () => {
    const names = allStateNodes(questionnaireMachine.root)
      .filter((node) => node !== questionnaireMachine.root)
      .map(nodeName);
    expect(names.toSorted()).toEqual([...expectedStates].toSorted());
  });
});

describe('paths generated from the questionnaire machine', () => {
  it('visit every state and take every transition of the definition', () => {
    expect(
      coverageGaps(
        questionnaireMachine,
        generatedPaths.map((path) => ({ input, events: path.events })),
      ),
    ).toEqual([]);
  });

  it.each(generatedPaths.map((path) => [path.description, path] as const))('replay: %s', async (_description, path) => {
    const running = startQuestionnaire();
    const expected = modelSnapshots(path);
    expect(running.actor.getSnapshot().value).toEqual(expected[0]!.value);
    for (const [index, event] of path.events.entries()) {
      const problems = await perform(running, event);
      const snapshot = running.actor.getSnapshot();
      const model = expected[index + 1]!;
      expect(snapshot.value, `after ${eventName(event)}`).toEqual(model.value);
      expect(snapshot.context, `after ${eventName(event)}`).toEqual(model.context);
      expect(problems, `after ${eventName(event)}`).toEqual([]);
    }
    running.actor.stop();
  });
});

describe('taking a questionnaire', () => {
  it('skips the conditional item after two no answers and submits only the asked ones', async () => {
    const running = startQuestionnaire();
    for (const event of [
      { type: 'START' },
      { type: 'ANSWER', value: 0 },
      { type: 'NEXT' },
      { type: 'ANSWER', value: 0 },
      { type: 'NEXT' },
    ] as const) {
      running.actor.send(event);
    }
    expect(running.actor.getSnapshot().value).toBe('submitting');
    expect(running.submissions[0]).toEqual({
      testId: 'asq-like',
      answers: [
        { questionId: 'a', value: 0 },
        { questionId: 'b', value: 0 },
      ],
      store: false,
    });
  });

  it('takes up kept answers at the first unanswered item', () => {
    const running = startQuestionnaire({ ...input, answers: { a: 1 } });
    running.actor.send({ type: 'START' });
    expect(running.actor.getSnapshot().context.index).toBe(1);
    running.actor.send({ type: 'BACK' });
    expect(running.actor.getSnapshot().context).toMatchObject({ index: 0, answers: { a: 1 } });
  });

  it('asks for an answer instead of moving on, and ignores a value the item does not offer', () => {
    const running = startQuestionnaire();
    running.actor.send({ type: 'START' });
    running.actor.send({ type: 'NEXT' });
    expect(running.actor.getSnapshot().context).toMatchObject({ index: 0, needsAnswer: true });
    running.actor.send({ type: 'ANSWER', value: 3 });
    expect(running.actor.getSnapshot().context).toMatchObject({ answers: {}, needsAnswer: true });
    running.actor.send({ type: 'ANSWER', value: 1 });
    expect(running.actor.getSnapshot().context).toMatchObject({ answers: { a: 1 }, needsAnswer: false });
  });
});
