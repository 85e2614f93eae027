/**
 * Model-based test of the checkout machine: paths are generated from the statechart with xstate/graph, one for
 * every transition (the shortest way to its source, then the transition), from both starting points (the plan
 * list, and a TEST MODE checkout page). Each path is replayed on a running actor whose API actors are doubles that
 * settle exactly as the path says; at each step the actor must agree with the model, and what the person sees must
 * follow: one checkout request per choice, the browser sent to the URL the server gave, the test checkout completed
 * for the right id, the page left when paid or cancelled. The expected table fails when a transition changes.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { eventFixtures, PAID, PAY_FAILED, START_FAILED, STARTED, type ModelEvent } from './checkout.fixtures';
import { checkoutMachine } from './checkout.machine';
import type { CheckoutEvent, CheckoutInput, StartedCheckout } from './checkout.types';
import { allStateNodes, coverageGaps, definedTransitions, nodeName } from './model-test-kit';

const expectedTransitions = [
  'start --(always) [hasCheckout]--> confirming',
  'start --(always)--> choosing',
  'choosing --choose--> starting',
  `starting --${STARTED}--> leaving`,
  `starting --${START_FAILED}--> failed`,
  'failed --choose--> starting',
  'failed --dismiss--> choosing',
  'confirming --pay--> paying',
  'confirming --cancel--> cancelled',
  `paying --${PAID}--> paid`,
  `paying --${PAY_FAILED}--> payFailed`,
  'payFailed --pay--> paying',
  'payFailed --cancel--> cancelled',
];

const expectedStates = [
  'start',
  'choosing',
  'starting',
  'leaving',
  'failed',
  'confirming',
  'paying',
  'payFailed',
  'paid',
  'cancelled',
];

const inputs: Record<string, CheckoutInput> = {
  'the plan list': {},
  'a TEST MODE checkout page': { checkoutSessionId: '4b0d3a9e-0000-4000-8000-0000000000aa' },
};

type ModelSnapshot = ReturnType<typeof initialTransition<typeof checkoutMachine>>[0];
type ModelPath = { input: CheckoutInput; events: ModelEvent[]; description: string };

const traversal = (input: CheckoutInput) => ({
  input,
  events: eventFixtures as unknown as CheckoutEvent[],
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value),
});

function generatePaths(): ModelPath[] {
  const paths: ModelPath[] = [];
  for (const [inputName, input] of Object.entries(inputs)) {
    const options = traversal(input);
    const shortest = new Map<string, StatePath<ModelSnapshot, CheckoutEvent>>();
    for (const path of getShortestPaths(checkoutMachine, options))
      shortest.set(options.serializeState(path.state), path);
    for (const [sourceKey, { state, transitions }] of Object.entries(getAdjacencyMap(checkoutMachine, options))) {
      for (const { event } of Object.values(transitions) as Array<{ event: CheckoutEvent }>) {
        if (checkoutMachine.getTransitionData(state as ModelSnapshot, event).length === 0) continue;
        const prefix = shortest.get(sourceKey);
        if (!prefix) throw new Error(`No path reaches ${sourceKey}`);
        const events = [...prefix.steps.map((step) => step.event as ModelEvent), event as ModelEvent].filter(
          (e) => (e.type as string) !== 'xstate.init',
        );
        const target = transition(checkoutMachine, state as ModelSnapshot, event)[0];
        paths.push({
          input,
          events,
          description: `${inputName}: ${events.map((e) => e.type).join(' → ')} → ${String(target.value)}`,
        });
      }
    }
  }
  return paths;
}

function modelSnapshots(path: ModelPath): ModelSnapshot[] {
  const snapshots = [initialTransition(checkoutMachine, path.input)[0]];
  for (const event of path.events) {
    snapshots.push(transition(checkoutMachine, snapshots.at(-1)!, event as CheckoutEvent)[0]);
  }
  return snapshots;
}

// ---------------------------------------------------------------------------------------------------------------
// The running system: the real machine, its API actors replaced by doubles the path settles.

interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

function startCheckout(input: CheckoutInput) {
  const calls = { started: [] as string[], completed: [] as string[], wentTo: [] as string[], left: [] as boolean[] };
  const pending: { start?: Deferred<StartedCheckout>; pay?: Deferred<void> } = {};
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        startCheckout: fromPromise<StartedCheckout, { tier: string }>(
          ({ input: request }) =>
            new Promise((resolve, reject) => {
              calls.started.push(request.tier);
              pending.start = { resolve, reject };
            }),
        ),
        completeTestCheckout: fromPromise<void, { checkoutSessionId: string }>(
          ({ input: request }) =>
            new Promise((resolve, reject) => {
              calls.completed.push(request.checkoutSessionId);
              pending.pay = { resolve, reject };
            }),
        ),
      },
      actions: {
        goToCheckout: ({ context }) => void calls.wentTo.push(context.url ?? '(none)'),
        leaveCheckout: (_, params) => void calls.left.push(params.paid),
      },
    }),
    { input },
  ).start();
  return { actor, calls, pending };
}

type Running = ReturnType<typeof startCheckout>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function perform({ actor, pending }: Running, event: ModelEvent): Promise<void> {
  if (event.type === STARTED) pending.start!.resolve(event.output);
  else if (event.type === START_FAILED) pending.start!.reject(event.error);
  else if (event.type === PAID) pending.pay!.resolve();
  else if (event.type === PAY_FAILED) pending.pay!.reject(event.error);
  else actor.send(event);
  await settle();
}

/** What the person must see after each step, whatever path led there. */
function checkPromises(running: Running, input: CheckoutInput, history: ModelEvent[]): string[] {
  const problems: string[] = [];
  const snapshot = running.actor.getSnapshot();
  const { calls } = running;
  const chooses = history.filter((event) => event.type === 'choose').length;
  const pays = history.filter((event) => event.type === 'pay').length;
  if (calls.started.length !== chooses) problems.push(`${chooses} choices made ${calls.started.length} requests`);
  if (calls.completed.length !== pays) problems.push(`${pays} payments made ${calls.completed.length} requests`);
  if (calls.completed.some((id) => id !== input.checkoutSessionId)) problems.push('a different checkout was paid');
  if (snapshot.matches('leaving') && calls.wentTo.join() !== STARTED_URL) problems.push('not sent to the server URL');
  if (!snapshot.matches('leaving') && calls.wentTo.length > 0) problems.push('left for a checkout too early');
  const expectedLeave = snapshot.matches('paid') ? [true] : snapshot.matches('cancelled') ? [false] : [];
  if (calls.left.join() !== expectedLeave.join()) problems.push(`left the checkout as ${calls.left.join() || 'never'}`);
  if ((snapshot.matches('failed') || snapshot.matches('payFailed')) && !snapshot.context.error) {
    problems.push('a failure shows no reason');
  }
  return problems;
}

const STARTED_URL = (eventFixtures.find((event) => event.type === STARTED) as { output: StartedCheckout }).output.url;
const generatedPaths = generatePaths();

describe('the checkout machine definition', () => {
  it('has exactly the expected transitions', () => {
    expect([...definedTransitions(checkoutMachine.root).values()].toSorted()).toEqual(expectedTransitions.toSorted());
  });

  it('has exactly the expected states', () => {
    const names = allStateNodes(checkoutMachine.root)
      .filter((node) => node !== checkoutMachine.root)
      .map(nodeName);
    expect(names.toSorted()).toEqual(expectedStates.toSorted());
  });
});

describe('paths generated from the checkout machine', () => {
  it('visit every state and take every transition of the definition', () => {
    expect(coverageGaps(checkoutMachine, generatedPaths)).toEqual([]);
  });

  it.each(generatedPaths.map((path) => [path.description, path] as const))('replay: %s', async (_description, path) => {
    const running = startCheckout(path.input);
    const expected = modelSnapshots(path);
    expect(running.actor.getSnapshot().value).toEqual(expected[0]!.value);
    for (const [index, event] of path.events.entries()) {
      await perform(running, event);
      expect(running.actor.getSnapshot().value, `after ${event.type}`).toEqual(expected[index + 1]!.value);
      expect(checkPromises(running, path.input, path.events.slice(0, index + 1)), `after ${event.type}`).toEqual([]);
    }
    running.actor.stop();
  });
});
