/**
 * Model-based test of the loading-cover machine: paths are generated from the statechart with xstate/graph, one for
 * every transition (the shortest way to its source state, then the transition), and each is replayed against a
 * running actor on a simulated clock. At every step the running actor must agree with the model, and what the user
 * sees (the cover on screen or not) must agree with the spec: at once on SHOW, for exactly the hide delay after the
 * last HIDE, and a SHOW during that delay cancels the hide. The expected table below fails the test when a
 * transition is added, removed or retargeted.
 */
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, initialTransition, SimulatedClock, transition } from 'xstate';
import { type AdjacencyMap, getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { LOADING_COVER_HIDE_DELAY_MS } from '../lib/ui-constants';
import {
  isLoadingCoverVisible,
  type LoadingCoverEvent,
  type LoadingCoverInput,
  loadingCoverMachine,
} from './loading-cover.machine';
import { allStateNodes, coverageGaps, definedTransitions, nodeName } from './model-test-kit';

// ---------------------------------------------------------------------------------------------------------------
// Typed event fixtures: every event the machine can receive, including its delay.

const AFTER_HIDE_DELAY = 'xstate.after.hideDelay.loadingCover.hiding';
type ModelEvent = LoadingCoverEvent | { type: typeof AFTER_HIDE_DELAY };

const eventFixtures: readonly ModelEvent[] = [{ type: 'SHOW' }, { type: 'HIDE' }, { type: AFTER_HIDE_DELAY }];

const inputs: Record<string, LoadingCoverInput> = {
  'the defaults': {},
  'covered at boot': { initiallyVisible: true },
  'a 1200 ms delay': { hideDelayMs: 1200 },
};

// ---------------------------------------------------------------------------------------------------------------
// The expected statechart, written out by hand: `source --event [guard]--> target`.

const expectedTransitions = [
  'start --(always) [startsVisible]--> visible',
  'start --(always)--> hidden',
  'hidden --SHOW--> visible',
  'visible --SHOW--> (stays)',
  'visible --HIDE [isLastRequest]--> hiding',
  'visible --HIDE--> (stays)',
  'hiding --SHOW--> visible',
  `hiding --${AFTER_HIDE_DELAY}--> hidden`,
];

const expectedStates = ['start', 'hidden', 'visible', 'hiding'];

// ---------------------------------------------------------------------------------------------------------------
// Generating paths with xstate/graph.

type ModelSnapshot = ReturnType<typeof initialTransition<typeof loadingCoverMachine>>[0];
type ModelPath = { input: LoadingCoverInput; events: ModelEvent[]; description: string };

/** Requests beyond this add nothing new to explore: one more SHOW, one more HIDE. */
const MAX_EXPLORED_REQUESTS = 3;

const traversal = (input: LoadingCoverInput) => ({
  input,
  events: eventFixtures as unknown as LoadingCoverEvent[],
  // The guards read the request count, so it tells states apart as much as the state value does.
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, (snapshot as ModelSnapshot).context.requests]),
  stopWhen: (snapshot: ModelSnapshot) => snapshot.context.requests >= MAX_EXPLORED_REQUESTS,
});

function describeSnapshot(snapshot: ModelSnapshot): string {
  return `${String(snapshot.value)}(${snapshot.context.requests})`;
}

function eventName(event: ModelEvent): string {
  return event.type === AFTER_HIDE_DELAY ? 'hide delay passes' : event.type;
}

/** One path per transition of the model: the shortest way to its source, then the transition itself. */
function generatePaths(): ModelPath[] {
  const paths: ModelPath[] = [];
  for (const [inputName, input] of Object.entries(inputs)) {
    const options = traversal(input);
    const shortest = new Map<string, StatePath<ModelSnapshot, LoadingCoverEvent>>();
    for (const path of getShortestPaths(loadingCoverMachine, options)) {
      shortest.set(options.serializeState(path.state), path);
    }
    const adjacency: AdjacencyMap<ModelSnapshot, LoadingCoverEvent> = getAdjacencyMap(loadingCoverMachine, options);
    for (const [sourceKey, { state, transitions }] of Object.entries(adjacency)) {
      for (const { event } of Object.values(transitions) as Array<{ event: LoadingCoverEvent }>) {
        if (loadingCoverMachine.getTransitionData(state, event).length === 0) continue; // ignored in this state
        const prefix = shortest.get(sourceKey);
        if (!prefix) throw new Error(`No path reaches ${sourceKey}`);
        const events = [...prefix.steps.map((step) => step.event as ModelEvent), event as ModelEvent].filter(
          (e) => (e.type as string) !== 'xstate.init',
        );
        const target = transition(loadingCoverMachine, state, event)[0];
        paths.push({
          input,
          events,
          description: `${inputName}: ${events.map(eventName).join(' → ') || '(start)'} → ${describeSnapshot(target)}`,
        });
      }
    }
  }
  return paths;
}

function modelSnapshots(path: ModelPath): ModelSnapshot[] {
  const snapshots = [initialTransition(loadingCoverMachine, path.input)[0]];
  for (const event of path.events) {
    snapshots.push(transition(loadingCoverMachine, snapshots.at(-1)!, event as LoadingCoverEvent)[0]);
  }
  return snapshots;
}

// ---------------------------------------------------------------------------------------------------------------
// The running system: the real machine on a simulated clock.

function startCover(input: LoadingCoverInput) {
  const clock = new SimulatedClock();
  const actor = createActor(loadingCoverMachine, { input, clock }).start();
  return { clock, actor, visible: () => isLoadingCoverVisible(actor.getSnapshot()) };
}

type Running = ReturnType<typeof startCover>;

/** Plays one model event on the running actor; the delay is played by moving the clock, and checked on the way. */
function perform({ clock, actor, visible }: Running, event: ModelEvent): string[] {
  const problems: string[] = [];
  const claim = (holds: boolean, text: string) => {
    if (!holds) problems.push(text);
  };
  const before = actor.getSnapshot();
  const delay = before.context.hideDelayMs;
  if (event.type === AFTER_HIDE_DELAY) {
    clock.increment(delay - 1);
    claim(visible(), `the cover is still shown 1 ms before the ${delay} ms delay ends`);
    clock.increment(1);
  } else {
    actor.send(event);
  }
  const after = actor.getSnapshot();
  if (event.type === 'SHOW') claim(visible(), 'SHOW shows the cover at once, with no clock time passing');
  if (before.matches('hiding') && event.type === 'SHOW') {
    // The cancelled hide must not fire later: a full delay passes and the cover is still up.
    clock.increment(delay);
    claim(visible() && actor.getSnapshot().matches('visible'), 'SHOW during the hide delay cancels the hide');
  }
  if (event.type === 'HIDE' && after.matches('hiding')) claim(visible(), 'HIDE leaves the cover up for the delay');
  if (event.type === 'HIDE' && before.context.requests > 1) {
    claim(after.matches('visible'), 'a HIDE while another request is open keeps the cover');
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------

const generatedPaths = generatePaths();

describe('the loading-cover machine definition', () => {
  it('has exactly the expected transitions', () => {
    expect([...definedTransitions(loadingCoverMachine.root).values()].toSorted()).toEqual(
      [...expectedTransitions].toSorted(),
    );
  });

  it('has exactly the expected states', () => {
    const names = allStateNodes(loadingCoverMachine.root)
      .filter((node) => node !== loadingCoverMachine.root)
      .map(nodeName);
    expect(names.toSorted()).toEqual([...expectedStates].toSorted());
  });
});

describe('paths generated from the loading-cover machine', () => {
  it('visit every state and take every transition of the definition', () => {
    expect(coverageGaps(loadingCoverMachine, generatedPaths)).toEqual([]);
  });

  it.each(generatedPaths.map((path) => [path.description, path] as const))('replay: %s', (_description, path) => {
    const running = startCover(path.input);
    const expected = modelSnapshots(path);
    expect(running.actor.getSnapshot().value).toEqual(expected[0]!.value);
    expect(running.visible()).toBe(expected[0]!.value === 'visible');

    for (const [index, event] of path.events.entries()) {
      const problems = perform(running, event);
      const snapshot = running.actor.getSnapshot();
      const model = expected[index + 1]!;
      expect(snapshot.value, `after ${eventName(event)}`).toEqual(model.value);
      expect(snapshot.context, `after ${eventName(event)}`).toEqual(model.context);
      expect(running.visible(), `after ${eventName(event)}`).toBe(model.value !== 'hidden');
      expect(problems, `after ${eventName(event)}`).toEqual([]);
    }
    running.actor.stop();
  });
});

describe('the loading cover', () => {
  it('waits the default 5000 ms after HIDE', () => {
    const { clock, actor, visible } = startCover({});
    expect(actor.getSnapshot().context.hideDelayMs).toBe(5000);
    expect(LOADING_COVER_HIDE_DELAY_MS).toBe(5000);
    actor.send({ type: 'SHOW' });
    actor.send({ type: 'HIDE' });
    clock.increment(4999);
    expect(visible()).toBe(true);
    clock.increment(1);
    expect(visible()).toBe(false);
  });

  it('a SHOW late in the delay keeps the cover until its own HIDE, then waits a full delay again', () => {
    const { clock, actor, visible } = startCover({ hideDelayMs: 300 });
    actor.send({ type: 'SHOW' });
    actor.send({ type: 'HIDE' });
    clock.increment(299);
    actor.send({ type: 'SHOW' });
    clock.increment(10_000);
    expect(visible()).toBe(true);
    actor.send({ type: 'HIDE' });
    clock.increment(299);
    expect(visible()).toBe(true);
    clock.increment(1);
    expect(visible()).toBe(false);
  });

  it('hides only after every request has ended, and a stray HIDE does nothing', () => {
    const { clock, actor, visible } = startCover({ hideDelayMs: 100 });
    actor.send({ type: 'HIDE' });
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'SHOW' });
    actor.send({ type: 'SHOW' });
    actor.send({ type: 'HIDE' });
    clock.increment(1000);
    expect(visible()).toBe(true);
    actor.send({ type: 'HIDE' });
    actor.send({ type: 'HIDE' });
    clock.increment(100);
    expect(visible()).toBe(false);
    expect(actor.getSnapshot().context.requests).toBe(0);
  });
});
