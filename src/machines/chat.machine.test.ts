/**
 * Model-based test of the chat session machine: the statechart is explored with xstate/graph (every state its
 * guards can tell apart, every event of chat.fixtures.ts), and for each transition of the definition the shortest
 * path that takes it is replayed against a running actor, with controlled doubles for the REST calls and the
 * connection, on fake timers for the reconnect delay. At every step the running actor must agree with the model,
 * and the outside world (the connection open or not, what it was asked to send, the calls in flight) must agree
 * with issue 4. The expected tables below fail the test when a state or transition is added, removed or
 * retargeted. Behavioural checks along chosen paths follow: nothing lost, nothing twice.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyTransitionDefinition,
  createActor,
  fromCallback,
  fromPromise,
  initialTransition,
  transition,
} from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { BACKOFF } from '../contract/backoff';
import type { MessageCrisis } from '../contract/crisis';
import {
  ADA,
  AFTER_RECONNECT_DELAY,
  type ControlledActorId,
  eligibilities,
  eventFixtures,
  explorationInput,
  inputs,
  lastSessions,
  type ModelEvent,
  SESSION_ID,
  userMessage,
} from './chat.fixtures';
import { chatMachine } from './chat.machine';
import { allStateNodes, coverageGaps, definedTransitions, nodeName, stateName } from './model-test-kit';
import type {
  ChatContext,
  ChatEvent,
  ChatInput,
  ConnectionCommand,
  ConnectionEvent,
  ConnectionInput,
  Directiveness,
} from './chat.types';

// ---------------------------------------------------------------------------------------------------------------
// The expected statechart, written out by hand: `source --event [guard]--> target`.

const expectedTransitions = [
  '(root) --USER_CHANGED [isSameUser]--> (stays)',
  '(root) --USER_CHANGED [eventHasUser]--> loadingLastSession',
  '(root) --USER_CHANGED--> waitingForUser',
  '(root) --LOCATION_CHANGED--> loadingLastSession',
  '(root) --SET_SPEECH--> (stays)',
  'start --(always) [hasUser]--> loadingLastSession',
  'start --(always)--> waitingForUser',
  'waitingForUser --LOCATION_CHANGED--> (stays)',
  'loadingLastSession --xstate.done.actor.loadLastSession--> checkingEligibility',
  'loadingLastSession --xstate.error.actor.loadLastSession--> checkingEligibility',
  'checkingEligibility --xstate.done.actor.checkEligibility [isPaused]--> paused',
  'checkingEligibility --xstate.done.actor.checkEligibility--> idle',
  'checkingEligibility --xstate.error.actor.checkEligibility--> unavailable',
  'unavailable --RETRY--> loadingLastSession',
  'replaced --CONTINUE_HERE--> loadingLastSession',
  'idle --START [lastSessionIsProcessing]--> sessionProcessing',
  'idle --START [hasNoMinutesLeft]--> minutesEnded',
  'idle --START [needsDisclaimer]--> disclaimer',
  'idle --START--> directiveness',
  'disclaimer --ACCEPT_DISCLAIMER--> acceptingDisclaimer',
  'disclaimer --DISMISS--> idle',
  'acceptingDisclaimer --xstate.done.actor.acceptDisclaimer--> directiveness',
  'acceptingDisclaimer --xstate.error.actor.acceptDisclaimer--> disclaimer',
  'directiveness --CHOOSE_DIRECTIVENESS--> session',
  'directiveness --DISMISS--> idle',
  'sessionProcessing --xstate.done.actor.awaitLastSessionFinished--> directiveness',
  'sessionProcessing --xstate.error.actor.awaitLastSessionFinished--> unavailable',
  'sessionProcessing --DISMISS--> idle',
  'minutesEnded --DISMISS [endedASession]--> processing',
  'minutesEnded --DISMISS--> idle',
  'paused --RESUME--> session',
  'paused --END--> session',
  'session --SEND--> (stays)',
  'session --END--> (stays)',
  'session --LOCATION_CHANGED [staysOnChatPage]--> (stays)',
  'session.online --SOCKET.CLOSED [wasReplaced]--> replaced',
  'session.online --SOCKET.CLOSED [wasRejected]--> unavailable',
  'session.online --SOCKET.CLOSED--> session.disconnection',
  'session.online --SERVER.ACK--> (stays)',
  'session.online --SERVER.MESSAGE--> (stays)',
  'session.online --SERVER.MINUTES--> (stays)',
  'session.online --SERVER.CRISIS--> (stays)',
  'session.online --SERVER.NOTICE--> (stays)',
  'session.online --SERVER.PAUSED--> loadingLastSession',
  'session.online --SERVER.MINUTES_ENDED--> minutesEnded',
  'session.online --SERVER.PROCESSING--> processing',
  'session.online --SERVER.FINISHED--> finished',
  'session.online --SERVER.ERROR [errorIsSessionProcessing]--> sessionProcessing',
  'session.online --SERVER.ERROR [errorIsOutOfMinutes]--> minutesEnded',
  'session.online --SERVER.ERROR [errorIsDisclaimerRequired]--> disclaimer',
  'session.online --SERVER.ERROR [errorIsSessionGone]--> loadingLastSession',
  'session.online --SERVER.ERROR--> (stays)',
  'session.online.connecting --SOCKET.OPEN--> session.online.starting',
  'session.online.starting --SERVER.READY [endRequested]--> session.online.ending',
  'session.online.starting --SERVER.READY--> session.online.active',
  'session.online.active --SEND--> (stays)',
  'session.online.active --END--> session.online.ending',
  'session.online.active --SERVER.REPLY_START--> session.online.active.doroReplying',
  'session.online.active.doroReplying --SERVER.REPLY_TOKEN--> (stays)',
  'session.online.active.doroReplying --SERVER.REPLY_END [speaksReplies]--> session.online.active.doroSpeaking',
  'session.online.active.doroReplying --SERVER.REPLY_END--> session.online.active.userTurn',
  'session.online.active.doroSpeaking --SPEECH_ENDED--> session.online.active.userTurn',
  'session.online.active --SERVER.CRISIS_PAUSE--> session.online.active.crisisPaused',
  'session.online.active --SERVER.CRISIS_PAUSE_ENDED--> session.online.active.userTurn',
  'session.online.active.crisisPaused --SEND--> (stays)',
  'session.online.active.crisisPaused --CONTINUE_AFTER_CRISIS--> session.online.active.goingOnAfterCrisis',
  'session.online.active.goingOnAfterCrisis --SEND--> (stays)',
  `session.disconnection --${AFTER_RECONNECT_DELAY}--> session.online`,
  'session.disconnection --RETRY_NOW--> session.online',
  'processing --xstate.done.actor.awaitLastSessionFinished--> finished',
  'processing --xstate.error.actor.awaitLastSessionFinished--> finished',
  'finished --NEW_SESSION--> loadingLastSession',
];

const expectedStates = [
  'start',
  'waitingForUser',
  'loadingLastSession',
  'checkingEligibility',
  'unavailable',
  'replaced',
  'idle',
  'disclaimer',
  'acceptingDisclaimer',
  'directiveness',
  'sessionProcessing',
  'minutesEnded',
  'paused',
  'session',
  'session.online',
  'session.online.connecting',
  'session.online.starting',
  'session.online.active',
  'session.online.active.userTurn',
  'session.online.active.doroReplying',
  'session.online.active.doroSpeaking',
  'session.online.active.crisisPaused',
  'session.online.active.goingOnAfterCrisis',
  'session.online.ending',
  'session.disconnection',
  'processing',
  'finished',
];

// ---------------------------------------------------------------------------------------------------------------
// Generating paths with xstate/graph.

type ModelSnapshot = ReturnType<typeof initialTransition<typeof chatMachine>>[0];
type ModelPath = { input: ChatInput; events: ModelEvent[]; description: string };

/** What the guards read: two snapshots that agree on this take the same transitions for every event. */
function guardView(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as ChatContext;
  return JSON.stringify([
    snapshot.value,
    context.userId,
    context.paused,
    context.lastSession?.status ?? null,
    context.remainingSeconds > 0 && context.remainingSessions > 0,
    context.disclaimerAccepted,
    context.endRequested,
    context.speakReplies,
    context.sessionId !== null,
  ]);
}

function eventName(event: ModelEvent): string {
  switch (event.type) {
    case 'USER_CHANGED':
      return `USER_CHANGED(${event.userId ?? 'null'})`;
    case 'LOCATION_CHANGED':
      return `LOCATION_CHANGED(${event.pathname})`;
    case 'SET_SPEECH':
      return `SET_SPEECH(${event.enabled})`;
    case 'SOCKET.CLOSED':
      return `SOCKET.CLOSED(${event.reason})`;
    case 'SERVER.ERROR':
      return `SERVER.ERROR(${event.code})`;
    case AFTER_RECONNECT_DELAY:
      return 'reconnect delay passes';
  }
  if ('output' in event) {
    const output = event.output as { status?: number; remainingSeconds?: number; disclaimerAccepted?: boolean } | null;
    const detail =
      output === null
        ? 'none'
        : output?.status !== undefined
          ? `status ${output.status}`
          : output?.remainingSeconds !== undefined
            ? output.remainingSeconds === 0
              ? 'no minutes'
              : output.disclaimerAccepted
                ? 'eligible'
                : 'no disclaimer'
            : '';
    return detail ? `${event.type}(${detail})` : event.type;
  }
  return event.type;
}

/** Whether a snapshot is in the state with this dotted name, e.g. 'session.online.active'. */
function isIn(snapshot: AnyMachineSnapshot, name: string): boolean {
  return snapshot.matches(name);
}

function modelSnapshots(input: ChatInput, events: readonly ModelEvent[]): ModelSnapshot[] {
  const snapshots = [initialTransition(chatMachine, input)[0]];
  for (const event of events) snapshots.push(transition(chatMachine, snapshots.at(-1)!, event as ChatEvent)[0]);
  return snapshots;
}

function describePath(name: string, events: ModelEvent[], from: ChatInput): string {
  return `${name}: ${events.map(eventName).join(' → ') || '(start)'} → ${stateName(modelSnapshots(from, events).at(-1)!)}`;
}

/**
 * For every transition of the definition, the shortest path whose last step takes it, explored from the signed-out
 * start (signing in is one of the events); plus the bare start from each input, for the eventless ways out of it.
 */
function generatePaths(): ModelPath[] {
  const input = explorationInput;
  const adjacency = getAdjacencyMap(chatMachine, {
    input,
    events: eventFixtures as unknown as ChatEvent[],
    serializeState: guardView,
  });
  // Breadth first from the initial state over the adjacency map: the shortest event sequence to each state.
  const initialKey = guardView(initialTransition(chatMachine, input)[0]);
  const shortest = new Map<string, ModelEvent[]>([[initialKey, []]]);
  const best = new Map<AnyTransitionDefinition, ModelEvent[]>();
  const queue = [initialKey];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const prefix = shortest.get(key)!;
    const entry = (adjacency as Record<string, (typeof adjacency)[keyof typeof adjacency]>)[key]!;
    const source = entry.state as ModelSnapshot;
    for (const { event, state } of Object.values(entry.transitions) as Array<{
      event: ModelEvent;
      state: ModelSnapshot;
    }>) {
      const next = guardView(state);
      if (!shortest.has(next)) {
        shortest.set(next, [...prefix, event]);
        queue.push(next);
      }
      // Breadth first: the first path found to take a transition is a shortest one.
      for (const definition of chatMachine.getTransitionData(source, event as ChatEvent)) {
        if (!best.has(definition)) best.set(definition, [...prefix, event]);
      }
    }
  }
  const starts = Object.entries(inputs).map(([name, from]) => ({
    input: from,
    events: [],
    description: describePath(name, [], from),
  }));
  const unique = [...new Set(best.values())].map((events) => ({
    input,
    events,
    description: describePath('signed out', events, input),
  }));
  return [...starts, ...unique];
}

// ---------------------------------------------------------------------------------------------------------------
// The running system: the machine with controlled doubles for the REST calls and the connection.

/** The reconnect delay the tests provide: plain and predictable, so a reconnect before it is caught. */
const TEST_RECONNECT_MS = 3000;

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

interface Connection {
  input: ConnectionInput;
  sendBack: (event: ConnectionEvent) => void;
  commands: ConnectionCommand[];
  open: boolean;
}

function createWorld() {
  const pending = new Map<ControlledActorId, Pending>();
  const started: ControlledActorId[] = [];
  const connections: Connection[] = [];
  const savedDirectiveness: Array<Directiveness | null> = [];
  const world = { pending, started, connections, savedDirectiveness };

  const controlled = <TOutput>(id: ControlledActorId) =>
    fromPromise<TOutput>(
      () =>
        new Promise<TOutput>((resolve, reject) => {
          started.push(id);
          pending.set(id, { resolve: resolve as (output: unknown) => void, reject });
        }),
    );

  const machine = chatMachine.provide({
    actors: {
      loadLastSession: controlled('loadLastSession'),
      checkEligibility: controlled('checkEligibility'),
      acceptDisclaimer: controlled('acceptDisclaimer'),
      awaitLastSessionFinished: controlled('awaitLastSessionFinished'),
      connection: fromCallback<ConnectionCommand, ConnectionInput>(({ input, sendBack, receive }) => {
        const connection: Connection = { input, sendBack, commands: [], open: true };
        connections.push(connection);
        receive((command) => connection.commands.push(command));
        return () => {
          connection.open = false;
        };
      }),
    },
    actions: {
      persistDirectiveness: (_, params) => {
        savedDirectiveness.push(params.directiveness);
      },
    },
    delays: {
      reconnectDelay: TEST_RECONNECT_MS,
    },
  });
  return { world, machine };
}

type World = ReturnType<typeof createWorld>['world'];

function openConnections(world: World): Connection[] {
  return world.connections.filter((connection) => connection.open);
}

async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

/** Plays one model event on the running system, the way the real world would produce it. */
async function perform(
  world: World,
  actor: { send: (event: ChatEvent) => void; getSnapshot: () => AnyMachineSnapshot },
  event: ModelEvent,
) {
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (settled) {
    const id = settled[2] as ControlledActorId;
    const call = world.pending.get(id);
    // The model says this actor finishes here, so the running machine must have started it.
    if (!call) throw new Error(`The machine did not invoke "${id}" before ${event.type}`);
    world.pending.delete(id);
    if ('output' in event) call.resolve(event.output);
    else if ('error' in event) call.reject(event.error);
  } else if (event.type === AFTER_RECONNECT_DELAY) {
    const before = world.connections.length;
    await vi.advanceTimersByTimeAsync(TEST_RECONNECT_MS - 1);
    if (world.connections.length !== before) throw new Error('Reconnected before the back-off delay');
    await vi.advanceTimersByTimeAsync(1);
  } else if (event.type.startsWith('SOCKET.') || event.type.startsWith('SERVER.')) {
    // Only the invoked connection can report these: the machine must be holding exactly one.
    const [connection, ...others] = openConnections(world);
    if (!connection || others.length > 0) throw new Error(`${event.type} needs exactly one open connection`);
    connection.sendBack(event as ConnectionEvent);
  } else {
    actor.send(event as ChatEvent);
  }
  await settle();
}

/** What issue 4 says must be true of the outside world after a step, as the list of claims that are false. */
function worldProblems(
  world: World,
  snapshot: AnyMachineSnapshot,
  previous: AnyMachineSnapshot,
  event: ModelEvent | undefined,
  seenBefore: { connections: number; commands: number },
): string[] {
  const problems: string[] = [];
  const claim = (holds: boolean, text: string) => {
    if (!holds) problems.push(text);
  };
  const context = snapshot.context as ChatContext;
  const before = previous.context as ChatContext;
  const inState = (name: string) => snapshot.matches(name);
  const justEntered = (name: string) => inState(name) && (!previous.matches(name) || reentered(name));
  const reentered = (name: string) =>
    event !== undefined && name === 'loadingLastSession' && ['USER_CHANGED', 'LOCATION_CHANGED'].includes(event.type);
  const open = openConnections(world);
  const latest = world.connections.at(-1);
  // What the connections were asked to do during this step.
  const newCommands = world.connections
    .slice(Math.max(0, seenBefore.connections - 1))
    .flatMap((connection, index) =>
      index === 0 && seenBefore.connections > 0 ? connection.commands.slice(seenBefore.commands) : connection.commands,
    );

  claim(open.length === (inState('session.online') ? 1 : 0), 'a connection is held exactly while online');
  if (inState('session.online') && !previous.matches('session.online')) {
    claim(
      JSON.stringify(latest?.input) ===
        JSON.stringify({
          sessionId: context.sessionId,
          lastSeq: context.lastSeq,
          directiveness: context.directiveness ?? 'balanced',
        }),
      'the connection starts a new session, or resumes this one from the last seq seen',
    );
  }
  if (event?.type === 'SERVER.READY') {
    const sends = newCommands.filter((command) => command.type === 'SEND');
    claim(
      JSON.stringify(sends.map((command) => command.type === 'SEND' && command.clientId)) ===
        JSON.stringify(before.pending.map((message) => message.clientId)),
      'every unacknowledged message is sent once after the server is ready, in order',
    );
  }
  if (event?.type === 'SEND') {
    const sent = newCommands.filter((command) => command.type === 'SEND').length;
    // A crisis pause holds what is typed until the person goes on: nothing is sent meanwhile.
    const wasActive =
      previous.matches('session.online.active') &&
      !previous.matches('session.online.active.crisisPaused') &&
      !previous.matches('session.online.active.goingOnAfterCrisis');
    claim(
      sent === (wasActive && !before.pending.some((m) => m.clientId === event.clientId) ? 1 : 0),
      'a message goes out at once only while active, and only once',
    );
    if (previous.matches('session')) {
      claim(
        context.pending.some((message) => message.clientId === event.clientId),
        'a sent message is pending until acked',
      );
    }
  }
  if (event?.type === 'CONTINUE_AFTER_CRISIS') {
    const goOn = newCommands.filter((command) => command.type === 'CONTINUE_AFTER_CRISIS');
    claim(
      JSON.stringify(goOn) ===
        JSON.stringify(
          previous.matches('session.online.active.crisisPaused')
            ? [{ type: 'CONTINUE_AFTER_CRISIS', seq: before.crisisPause?.seq }]
            : [],
        ),
      'the choice to go on is sent once, naming the pause shown, and only from it',
    );
  }
  if (event?.type === 'SERVER.CRISIS_PAUSE_ENDED' && previous.matches('session.online.active')) {
    const sends = newCommands.filter((command) => command.type === 'SEND');
    claim(
      JSON.stringify(sends.map((command) => command.type === 'SEND' && command.clientId)) ===
        JSON.stringify(before.pending.map((message) => message.clientId)),
      'what was typed during a crisis pause goes out once the person goes on, in order',
    );
  }
  if (inState('session.online.active.crisisPaused') || inState('session.online.active.goingOnAfterCrisis')) {
    claim(context.crisisPause !== null && context.reply === null, 'a crisis pause shows its referral, no reply text');
  }
  if (justEntered('session.online.ending')) {
    claim(newCommands.filter((command) => command.type === 'END').length === 1, 'ending tells the server once');
  }
  if (event?.type === 'SERVER.ACK') {
    claim(!context.pending.some((message) => message.clientId === event.clientId), 'an ack clears the message');
  }
  if (justEntered('loadingLastSession')) claim(world.pending.has('loadLastSession'), 'the last session is loaded');
  if (justEntered('checkingEligibility')) claim(world.pending.has('checkEligibility'), 'eligibility is checked');
  if (justEntered('acceptingDisclaimer')) claim(world.pending.has('acceptDisclaimer'), 'the acceptance is sent');
  if (justEntered('processing') || justEntered('sessionProcessing')) {
    claim(world.pending.has('awaitLastSessionFinished'), 'the summary is awaited');
  }
  if (event?.type === 'xstate.done.actor.loadLastSession') {
    const status = (event.output as { status?: number } | null)?.status;
    claim(context.paused === (status === 5), 'status 5 marks the chat paused, anything else not paused');
  }
  if (event?.type === 'xstate.error.actor.loadLastSession') {
    claim(context.lastSession === null && !context.paused, 'a failed load clears the last session and paused');
  }
  if (event?.type === 'CHOOSE_DIRECTIVENESS' && previous.matches('directiveness')) {
    claim(world.savedDirectiveness.at(-1) === event.directiveness, 'the directiveness chosen is saved');
  }
  if (event?.type === 'LOCATION_CHANGED')
    claim(!context.chatStarted && !context.chatEnded, 'path changes reset the flags');
  if (inState('session.online.active')) claim(context.chatStarted, 'an active session marks the chat started');
  if (inState('processing') || inState('finished')) claim(context.chatEnded, 'an ended session marks the chat ended');
  const seqs = context.messages.map((message) => message.seq);
  claim(
    seqs.every((seq, index) => index === 0 || seq > seqs[index - 1]!),
    'messages are in seq order, each once',
  );
  const clientIds = context.pending.map((message) => message.clientId);
  claim(new Set(clientIds).size === clientIds.length, 'each pending message once');
  return problems;
}

async function replay(input: ChatInput, events: readonly ModelEvent[]) {
  const { world, machine } = createWorld();
  const actor = createActor(machine, { input });
  actor.start();
  await settle();
  const expected = modelSnapshots(input, events);
  let previous = actor.getSnapshot();
  expect(previous.value).toEqual(expected[0]!.value);
  expect(worldProblems(world, previous, previous, undefined, { connections: 0, commands: 0 })).toEqual([]);
  for (const [index, event] of events.entries()) {
    const seenBefore = {
      connections: world.connections.length,
      commands: world.connections.at(-1)?.commands.length ?? 0,
    };
    await perform(world, actor, event);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value, `after ${eventName(event)}`).toEqual(expected[index + 1]!.value);
    expect(snapshot.context, `after ${eventName(event)}`).toEqual(expected[index + 1]!.context);
    expect(worldProblems(world, snapshot, previous, event, seenBefore), `after ${eventName(event)}`).toEqual([]);
    previous = snapshot;
  }
  return { world, actor };
}

// ---------------------------------------------------------------------------------------------------------------

const generatedPaths = generatePaths();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the chat machine definition', () => {
  it('has exactly the expected transitions', () => {
    expect([...definedTransitions(chatMachine.root).values()].toSorted()).toEqual([...expectedTransitions].toSorted());
  });

  it('has exactly the expected states', () => {
    const names = allStateNodes(chatMachine.root)
      .filter((node) => node !== chatMachine.root)
      .map(nodeName);
    expect(names.toSorted()).toEqual([...expectedStates].toSorted());
  });
});

describe('paths generated from the chat machine', () => {
  it('visit every state, the popups included, and take every transition of the definition', () => {
    expect(coverageGaps(chatMachine, generatedPaths)).toEqual([]);
  });

  it.each(generatedPaths.map((path) => [path.description, path] as const))('replay: %s', async (_description, path) => {
    // replay() asserts, at every step, the model's state and context and the world's claims.
    const { actor } = await replay(path.input, path.events);
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Behaviour along chosen paths.

const ada = inputs.ada;
/** The model's context after these events, from Ada's start. */
const after = (...events: ModelEvent[]) => modelSnapshots(ada, events).at(-1)!.context;

/** From the start to an active new session. */
const toActive: ModelEvent[] = [
  { type: 'xstate.done.actor.loadLastSession', output: null },
  { type: 'xstate.done.actor.checkEligibility', output: eligibilities.eligible },
  { type: 'START' },
  { type: 'CHOOSE_DIRECTIVENESS', directiveness: 'listen' },
  { type: 'SOCKET.OPEN' },
  { type: 'SERVER.READY', sessionId: SESSION_ID, remainingSeconds: 1800 },
];
const drop: ModelEvent = { type: 'SOCKET.CLOSED', reason: 'dropped' };
const send: ModelEvent = { type: 'SEND', ...userMessage };
const reconnect: ModelEvent[] = [
  { type: 'RETRY_NOW' },
  { type: 'SOCKET.OPEN' },
  { type: 'SERVER.READY', sessionId: SESSION_ID, remainingSeconds: 1700 },
];
const sendsOf = (connection: Connection | undefined) =>
  connection?.commands.filter((command) => command.type === 'SEND') ?? [];

describe('the chat session (issue 4)', () => {
  it('a message sent while disconnected is queued, flushed exactly once after reconnect, and cleared by its ack', async () => {
    const { world, actor } = await replay(ada, [...toActive, drop, send]);
    expect(isIn(actor.getSnapshot(), 'session.disconnection')).toBe(true);
    expect(openConnections(world)).toEqual([]);
    expect(actor.getSnapshot().context.pending).toEqual([userMessage]);

    for (const event of reconnect) await perform(world, actor, event);
    const [first, second] = world.connections;
    expect(sendsOf(first)).toEqual([]);
    expect(sendsOf(second)).toEqual([{ type: 'SEND', ...userMessage }]);
    // Resumed, not restarted: the same session, from the last seq seen.
    expect(second?.input).toMatchObject({ sessionId: SESSION_ID, lastSeq: 0 });

    await perform(world, actor, { type: 'SERVER.ACK', clientId: userMessage.clientId, seq: 1 });
    expect(actor.getSnapshot().context.pending).toEqual([]);
    expect(actor.getSnapshot().context.messages).toEqual([{ seq: 1, role: 'user', text: userMessage.text }]);

    // A later drop and reconnect sends nothing again: the message was stored.
    await perform(world, actor, drop);
    for (const event of reconnect) await perform(world, actor, event);
    expect(world.connections).toHaveLength(3);
    expect(sendsOf(world.connections[2])).toEqual([]);
    expect(world.connections[2]?.input).toMatchObject({ sessionId: SESSION_ID, lastSeq: 1 });
    expect(sendsOf(world.connections[1])).toHaveLength(1);
    actor.stop();
  });

  it('a message sent but not acked before a drop is sent again with the same clientId, once', async () => {
    const { world, actor } = await replay(ada, [...toActive, send, drop, ...reconnect]);
    expect(sendsOf(world.connections[0])).toEqual([{ type: 'SEND', ...userMessage }]);
    expect(sendsOf(world.connections[1])).toEqual([{ type: 'SEND', ...userMessage }]);
    expect(actor.getSnapshot().context.pending).toHaveLength(1);
    actor.stop();
  });

  it('the same clientId sent twice (a double tap) is one message, online or not', async () => {
    const { world, actor } = await replay(ada, [...toActive, send, send, drop, send, ...reconnect]);
    expect(sendsOf(world.connections[0])).toEqual([{ type: 'SEND', ...userMessage }]);
    expect(sendsOf(world.connections[1])).toEqual([{ type: 'SEND', ...userMessage }]);
    expect(actor.getSnapshot().context.pending).toEqual([userMessage]);
    actor.stop();
  });

  it('a message the server could not store is given back, words whole, for the box; the next send clears it', async () => {
    const { actor } = await replay(ada, [
      ...toActive,
      send,
      {
        type: 'SERVER.ERROR',
        code: 'internal',
        message: 'Your message could not be sent just now.',
        clientId: userMessage.clientId,
      },
    ]);
    expect(actor.getSnapshot().context.pending).toEqual([]);
    expect(actor.getSnapshot().context.returned).toEqual(userMessage);
    actor.send({ type: 'SEND', clientId: 'another-client-id', text: userMessage.text });
    expect(actor.getSnapshot().context.returned).toBeNull();
    actor.stop();
  });

  it('a crisis pause voids the reply being streamed, holds what is typed, and lets it go once the person goes on', async () => {
    const pause = {
      type: 'SERVER.CRISIS_PAUSE' as const,
      seq: 1,
      level: 'urgent' as const,
      lines: [{ name: '9-8-8 Suicide Crisis Helpline (Canada and the US)', call: '988', text: '988' }],
    };
    const typed = { type: 'SEND' as const, clientId: 'typed-during-pause', text: 'I am here.' };
    const { world, actor } = await replay(ada, [
      ...toActive,
      send,
      { type: 'SERVER.ACK', clientId: userMessage.clientId, seq: 1 },
      { type: 'SERVER.REPLY_START', replyTo: 1 },
      { type: 'SERVER.REPLY_TOKEN', token: 'That sounds ' },
      pause,
      typed,
    ]);
    const connection = openConnections(world)[0];
    expect(isIn(actor.getSnapshot(), 'session.online.active.crisisPaused')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ reply: null, crisisPause: { seq: 1, level: 'urgent' } });
    // Typed while paused: kept, not sent.
    expect(sendsOf(connection).map((command) => command.clientId)).toEqual([userMessage.clientId]);
    expect(actor.getSnapshot().context.pending.map((message) => message.clientId)).toEqual([typed.clientId]);

    actor.send({ type: 'CONTINUE_AFTER_CRISIS' });
    await settle();
    expect(connection?.commands.at(-1)).toEqual({ type: 'CONTINUE_AFTER_CRISIS', seq: 1 });
    expect(isIn(actor.getSnapshot(), 'session.online.active.goingOnAfterCrisis')).toBe(true);
    connection?.sendBack({ type: 'SERVER.CRISIS_PAUSE_ENDED', seq: 1 });
    await settle();
    expect(isIn(actor.getSnapshot(), 'session.online.active.userTurn')).toBe(true);
    expect(actor.getSnapshot().context.crisisPause).toBeNull();
    expect(sendsOf(connection).map((command) => command.clientId)).toEqual([userMessage.clientId, typed.clientId]);
    actor.stop();
  });

  it('a crisis pause comes back after a reconnect, and a message the server refused meanwhile goes back to the box', async () => {
    const pause = {
      type: 'SERVER.CRISIS_PAUSE' as const,
      seq: 1,
      level: 'imminent' as const,
      lines: [{ name: 'Emergency services (Canada and the US)', call: '911' }],
    };
    const { actor } = await replay(ada, [
      ...toActive,
      send,
      drop,
      ...reconnect,
      pause,
      {
        type: 'SERVER.ERROR',
        code: 'crisis-paused',
        message: 'We paused the conversation.',
        clientId: userMessage.clientId,
      },
    ]);
    expect(isIn(actor.getSnapshot(), 'session.online.active.crisisPaused')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ pending: [], returned: userMessage });
    actor.stop();
  });

  it('a duplicate message by seq is not added twice, and a streamed reply is replaced by the stored one', async () => {
    const doroLine = { seq: 2, role: 'doro' as const, text: 'What kept you up?' };
    const { actor } = await replay(ada, [
      ...toActive,
      send,
      { type: 'SERVER.ACK', clientId: userMessage.clientId, seq: 1 },
      { type: 'SERVER.ACK', clientId: userMessage.clientId, seq: 1 },
      { type: 'SERVER.REPLY_START', replyTo: 1 },
      { type: 'SERVER.REPLY_TOKEN', token: 'What kept ' },
      { type: 'SERVER.REPLY_TOKEN', token: 'you' },
    ]);
    expect(actor.getSnapshot().context.reply).toBe('What kept you');
    actor.send({ type: 'SERVER.REPLY_END', seq: 2, text: doroLine.text });
    actor.send({ type: 'SERVER.MESSAGE', message: doroLine });
    actor.send({ type: 'SERVER.MESSAGE', message: { seq: 1, role: 'user', text: userMessage.text } });
    const { messages, reply, lastSeq } = actor.getSnapshot().context;
    expect(messages).toEqual([{ seq: 1, role: 'user', text: userMessage.text }, doroLine]);
    expect(reply).toBeNull();
    expect(lastSeq).toBe(2);
    expect(isIn(actor.getSnapshot(), 'session.online.active.doroSpeaking')).toBe(true);
    actor.stop();
  });

  it('a crisis card is placed after the message it is about; a notice repeated on resume shows once', async () => {
    const offline = {
      type: 'SERVER.NOTICE',
      kind: 'offline-engine',
      text: "Replies come from Doro's offline engine.",
    } as const;
    const { world, actor } = await replay(ada, [
      ...toActive,
      offline,
      send,
      { type: 'SERVER.ACK', clientId: userMessage.clientId, seq: 1 },
      { type: 'SEND', clientId: '5d1f3b7a-2c4e-4f6a-8b9c-0d1e2f3a4b5c', text: 'And another thing.' },
      { type: 'SERVER.ACK', clientId: '5d1f3b7a-2c4e-4f6a-8b9c-0d1e2f3a4b5c', seq: 2 },
      // About message 1, though message 2 came in meanwhile: the card goes after message 1.
      { type: 'SERVER.CRISIS', seq: 1, level: 'imminent', categories: ['suicide'] },
      drop,
      ...reconnect,
      offline,
      // The reply to message 1 was retried after the drop: its crisis comes again, and shows once.
      { type: 'SERVER.CRISIS', seq: 1, level: 'imminent', categories: ['suicide'] },
    ]);
    expect(actor.getSnapshot().context.notices).toEqual([
      { kind: 'offline-engine', text: offline.text, afterSeq: 0 },
      { kind: 'crisis', level: 'imminent', categories: ['suicide'], afterSeq: 1 },
    ]);
    // A new session starts clean.
    await perform(world, actor, { type: 'LOCATION_CHANGED', pathname: '/profile' });
    expect(actor.getSnapshot().context.notices).toEqual([]);
    actor.stop();
  });

  it('the AI disclosure and the break reminder show each time they come; a spoken notice keeps its mark', async () => {
    const disclosure = {
      type: 'SERVER.NOTICE',
      kind: 'disclosure',
      text: 'Doro is an AI, not a human.',
      spoken: true,
    } as const;
    const reminder = { type: 'SERVER.NOTICE', kind: 'break-reminder', text: 'Time for a break.' } as const;
    const { actor } = await replay(ada, [
      ...toActive,
      disclosure,
      send,
      { type: 'SERVER.ACK', clientId: userMessage.clientId, seq: 1 },
      disclosure,
      reminder,
      reminder,
    ]);
    expect(actor.getSnapshot().context.notices).toEqual([
      { kind: 'disclosure', text: disclosure.text, afterSeq: 0, spoken: true },
      { kind: 'disclosure', text: disclosure.text, afterSeq: 1, spoken: true },
      { kind: 'break-reminder', text: reminder.text, afterSeq: 1 },
      { kind: 'break-reminder', text: reminder.text, afterSeq: 1 },
    ]);
    actor.stop();
  });

  it('a resume brings each crisis card back after the stored message it is about, once', async () => {
    const crisis: MessageCrisis = { level: 'urgent', categories: ['self-harm'] };
    const stored = (seq: number, role: 'user' | 'doro', withCrisis = false): ModelEvent => ({
      type: 'SERVER.MESSAGE',
      message: { seq, role, text: `line ${seq}` },
      ...(withCrisis ? { crisis } : {}),
    });
    const { actor } = await replay(ada, [
      { type: 'xstate.done.actor.loadLastSession', output: lastSessions.paused },
      { type: 'xstate.done.actor.checkEligibility', output: eligibilities.eligible },
      { type: 'RESUME' },
      { type: 'SOCKET.OPEN' },
      { type: 'SERVER.READY', sessionId: SESSION_ID, remainingSeconds: 900 },
      stored(1, 'user'),
      stored(2, 'doro'),
      stored(3, 'user', true),
      stored(4, 'doro'),
      // The same message again (another instance's catch-up): still one card.
      stored(3, 'user', true),
    ]);
    const { notices, messages } = actor.getSnapshot().context;
    expect(messages.map((message) => message.seq)).toEqual([1, 2, 3, 4]);
    expect(notices).toEqual([{ kind: 'crisis', ...crisis, afterSeq: 3 }]);
    actor.stop();
  });

  it("a model's second opinion raises the card of a message in place, and a lower one leaves it", async () => {
    const { actor } = await replay(ada, [
      ...toActive,
      send,
      { type: 'SERVER.ACK', clientId: userMessage.clientId, seq: 1 },
      { type: 'SERVER.CRISIS', seq: 1, level: 'concern', categories: ['suicide'] },
      { type: 'SERVER.CRISIS', seq: 1, level: 'urgent', categories: ['self-harm'] },
      { type: 'SERVER.CRISIS', seq: 1, level: 'concern', categories: ['suicide'] },
    ]);
    expect(actor.getSnapshot().context.notices).toEqual([
      { kind: 'crisis', level: 'urgent', categories: ['suicide', 'self-harm'], afterSeq: 1 },
    ]);
    actor.stop();
  });

  it('LOCATION_CHANGED resets the chat-started and chat-ended flags', async () => {
    const { world, actor } = await replay(ada, toActive);
    expect(actor.getSnapshot().context.chatStarted).toBe(true);
    // To the light chat page: the flags reset, the session goes on.
    actor.send({ type: 'LOCATION_CHANGED', pathname: '/doro-chat-light' });
    expect(actor.getSnapshot().context.chatStarted).toBe(false);
    expect(isIn(actor.getSnapshot(), 'session.online.active')).toBe(true);
    // Away: the session is left (the server pauses it) and the last session is loaded again.
    actor.send({ type: 'LOCATION_CHANGED', pathname: '/profile' });
    expect(isIn(actor.getSnapshot(), 'loadingLastSession')).toBe(true);
    expect(openConnections(world)).toEqual([]);
    await perform(world, actor, { type: 'xstate.done.actor.loadLastSession', output: lastSessions.paused });
    await perform(world, actor, { type: 'xstate.done.actor.checkEligibility', output: eligibilities.eligible });
    expect(isIn(actor.getSnapshot(), 'paused')).toBe(true);
    // Coming back offers to resume the same session.
    await perform(world, actor, { type: 'RESUME' });
    expect(world.connections.at(-1)?.input).toEqual({ sessionId: SESSION_ID, lastSeq: 0, directiveness: 'listen' });

    const ended = await replay(ada, [
      ...toActive,
      { type: 'END' },
      { type: 'SERVER.PROCESSING' },
      { type: 'xstate.done.actor.awaitLastSessionFinished', output: lastSessions.finished },
    ]);
    expect(ended.actor.getSnapshot().context).toMatchObject({ chatStarted: true, chatEnded: true });
    ended.actor.send({ type: 'LOCATION_CHANGED', pathname: '/doro-chat' });
    expect(ended.actor.getSnapshot().context).toMatchObject({ chatStarted: false, chatEnded: false });
    actor.stop();
    ended.actor.stop();
  });

  it('loading the last session: 5 is paused, 2 is not, a failure clears it and turns paused off', () => {
    expect(after({ type: 'xstate.done.actor.loadLastSession', output: lastSessions.paused }).paused).toBe(true);
    expect(after({ type: 'xstate.done.actor.loadLastSession', output: lastSessions.finished }).paused).toBe(false);
    const failed = after(
      { type: 'xstate.done.actor.loadLastSession', output: lastSessions.paused },
      { type: 'xstate.done.actor.checkEligibility', output: eligibilities.eligible },
      { type: 'LOCATION_CHANGED', pathname: '/doro-chat' },
      { type: 'xstate.error.actor.loadLastSession', error: new Error('offline') },
    );
    expect(failed).toMatchObject({ lastSession: null, paused: false });
  });

  it('ending while disconnected ends the session once the connection is back, after flushing what was typed', async () => {
    const { world, actor } = await replay(ada, [...toActive, drop, send, { type: 'END' }, ...reconnect]);
    expect(isIn(actor.getSnapshot(), 'session.online.ending')).toBe(true);
    expect(world.connections[1]?.commands).toEqual([{ type: 'SEND', ...userMessage }, { type: 'END' }]);
    actor.stop();
  });

  it('reconnects by itself after the spec back-off: about 1 s, then about 2 s', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter
    const { world, machine } = createWorld();
    const actor = createActor(chatMachine.provide({ actors: machine.implementations.actors }), { input: ada }).start();
    for (const event of [...toActive, drop]) await perform(world, actor, event);
    await vi.advanceTimersByTimeAsync(BACKOFF.baseMs - 1);
    expect(world.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(world.connections).toHaveLength(2);
    await perform(world, actor, drop); // the second try fails too
    await vi.advanceTimersByTimeAsync(BACKOFF.baseMs * BACKOFF.factor - 1);
    expect(world.connections).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(world.connections).toHaveLength(3);
    expect(actor.getSnapshot().context.reconnectAttempts).toBe(2);
    actor.stop();
  });

  it("a new user, or none, never sees the previous user's conversation or pending messages", async () => {
    const { actor } = await replay(ada, [...toActive, drop, send]);
    actor.send({ type: 'USER_CHANGED', userId: ADA }); // a token refresh: nothing changes
    expect(actor.getSnapshot().context.pending).toHaveLength(1);
    actor.send({ type: 'USER_CHANGED', userId: null });
    expect(isIn(actor.getSnapshot(), 'waitingForUser')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      pending: [],
      messages: [],
      sessionId: null,
      lastSession: null,
    });
    actor.stop();
  });
});
