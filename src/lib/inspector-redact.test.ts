/**
 * The redaction the Stately inspector's serializer applies. The shapes are those of src/machines/*.types.ts and the
 * chat fixtures (lib may not import machines, so they are written out here, typed by the contract where it has them).
 */
import { createBrowserInspector } from '@statelyai/inspect';
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import type { PtestScore } from '../contract/ptests';
import type { Session } from '../contract/sessions';
import { REDACTED, redactForInspector } from './inspector-redact';
import { inspectorOptions } from './inspector-start';

/** A named action, as a machine's context might hold one: the inspector gets its name only. */
function persistChoice(): void {}

const ada = { uid: 'uid-ada', email: 'ada@example.com', accessToken: 'eyJhbGciOi.ada-token' };
const userMessage = { clientId: '0b6f8f2e-3c1d-4e5a-8f7b-9a2c4d6e8f10', text: 'I could not sleep again last night.' };
const doroText = 'That sounds exhausting. What kept you up?';
const finishedSession: Session = {
  id: '6f1c2a9e-5b7d-4c3e-9a1f-2d8b7e6c5a40',
  status: 2,
  startedAt: '2025-06-01T10:00:00.000Z',
  endedAt: '2025-06-01T10:30:00.000Z',
  minutesUsed: 12,
  summary: 'We talked about sleep and made a small plan for the evenings.',
};

/** The chat machine's context (ChatContext) in a live session with one exchange and a message on its way. */
const chatContext = {
  userId: ada.uid,
  chatStarted: true,
  chatEnded: false,
  lastSession: finishedSession,
  paused: false,
  disclaimerAccepted: true,
  remainingSeconds: 1500,
  remainingSessions: 3,
  hasSubscription: true,
  directiveness: 'balanced',
  speakReplies: false,
  sessionId: finishedSession.id,
  messages: [
    { seq: 1, role: 'user', text: userMessage.text },
    { seq: 2, role: 'doro', text: doroText },
  ],
  pending: [{ clientId: userMessage.clientId, text: 'And the night before.' }],
  lastSeq: 2,
  notices: [{ kind: 'crisis', afterSeq: 1, level: 'urgent', categories: ['self-harm'] }],
  reply: 'That sounds ',
  endRequested: false,
  reconnectAttempts: 0,
  error: null,
};

/** Chat events (ChatEvent) that carry what someone wrote, and some that carry nothing of it. */
const chatEvents = [
  { type: 'SEND', ...userMessage },
  { type: 'SERVER.MESSAGE', message: { seq: 2, role: 'doro', text: doroText } },
  { type: 'SERVER.REPLY_START', replyTo: 1 },
  { type: 'SERVER.REPLY_TOKEN', token: 'That sounds ' },
  { type: 'SERVER.REPLY_END', seq: 2, text: doroText },
  { type: 'SERVER.CRISIS', level: 'urgent', categories: ['self-harm'] },
  { type: 'xstate.done.actor.loadLastSession', output: finishedSession },
  { type: 'LOCATION_CHANGED', pathname: '/doro-chat' },
  { type: 'SERVER.ERROR', code: 'bad-message', message: 'text: too long', clientId: userMessage.clientId },
];

/** What the inspector receives for one transition of the chat actor, as xstate reports it. */
const snapshotEvent = {
  type: '@xstate.snapshot',
  sessionId: 'x:1',
  rootId: 'x:1',
  event: { type: 'SEND', ...userMessage },
  snapshot: { status: 'active', value: { session: 'live' }, context: chatContext },
};

describe('redactForInspector', () => {
  it('hides the conversation, the summary and the streaming reply, keeping its shape and order', () => {
    const redacted = redactForInspector(snapshotEvent);
    const context = redacted.snapshot.context;

    expect(context.messages).toEqual([
      { seq: 1, role: 'user', text: REDACTED },
      { seq: 2, role: 'doro', text: REDACTED },
    ]);
    expect(context.pending).toEqual([{ clientId: userMessage.clientId, text: REDACTED }]);
    expect(context.reply).toBe(REDACTED);
    expect(context.lastSession).toEqual({ ...finishedSession, summary: REDACTED });
    expect(redacted.event).toEqual({ type: 'SEND', clientId: userMessage.clientId, text: REDACTED });
    // What debugging needs stays: the state, the ids, the counters, the crisis card's level.
    expect(redacted.snapshot.value).toEqual({ session: 'live' });
    expect(context.notices).toEqual(chatContext.notices);
    expect({ ...context, messages: [], pending: [], reply: null, lastSession: null }).toEqual({
      ...chatContext,
      messages: [],
      pending: [],
      reply: null,
      lastSession: null,
    });
  });

  it('leaves no user text in any chat event, and keeps every event type', () => {
    const written = [userMessage.text, doroText, 'That sounds ', finishedSession.summary!];
    for (const event of chatEvents) {
      const serialized = JSON.stringify(redactForInspector({ type: '@xstate.event', event }));
      for (const text of written) expect(serialized).not.toContain(text);
      expect(serialized).toContain(JSON.stringify(event.type));
    }
  });

  it('keeps a null reply null: whether a reply is streaming is not what anyone wrote', () => {
    expect(redactForInspector({ ...chatContext, reply: null }).reply).toBeNull();
    expect(
      redactForInspector({ ...chatContext, lastSession: { ...finishedSession, summary: null } }).lastSession?.summary,
    ).toBeNull();
  });

  it('hides emails, passwords and tokens in auth events and context, under any name', () => {
    // AuthEvent: login, the identity provider's user, Google from /login in local mode.
    const events = [
      { type: 'login', email: ada.email, password: 'correct horse battery' },
      { type: 'setUser', user: ada },
      { type: 'googleLogIn', emulatorEmail: 'grace@example.com' },
    ];
    const redacted = redactForInspector({ events, context: { user: ada, pendingUser: ada, idToken: 'raw-id-token' } });

    expect(redacted.events[0]).toEqual({ type: 'login', email: REDACTED, password: REDACTED });
    expect(redacted.events[1]).toEqual({
      type: 'setUser',
      user: { uid: ada.uid, email: REDACTED, accessToken: REDACTED },
    });
    expect(redacted.events[2]).toEqual({ type: 'googleLogIn', emulatorEmail: REDACTED });
    expect(redacted.context.idToken).toBe(REDACTED);
    expect(JSON.stringify(redacted)).not.toMatch(/example\.com|horse|token-|eyJ/);
  });

  it("hides an ANSWER event's value but not a snapshot's state value", () => {
    const redacted = redactForInspector({
      event: { type: 'ANSWER', value: 3 },
      snapshot: { value: 'answering', context: { answers: { phq9_1: 3, phq9_2: 0 } } },
    });

    expect(redacted.event).toEqual({ type: 'ANSWER', value: REDACTED });
    expect(redacted.snapshot.value).toBe('answering');
    expect(redacted.snapshot.context.answers).toEqual({ phq9_1: REDACTED, phq9_2: REDACTED });
  });

  it('redacts a whole subtree under a written key, however deep, in arrays and objects', () => {
    const deep = { a: [{ b: { c: [{ memory: { notes: ['sleeps badly', { detail: 'since May', count: 2 }] } }] } }] };
    expect(redactForInspector(deep)).toEqual({
      a: [{ b: { c: [{ memory: { notes: [REDACTED, { detail: REDACTED, count: REDACTED }] } }] } }],
    });
  });

  it('gives plain cloneable data for functions, dates, errors, maps, sets, cycles and actor references', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const shared = { id: 'shared' };
    const actorRef = { sessionId: 'x:2', send: () => undefined, toJSON: () => ({ xstate$$type: 1, id: 'child' }) };
    const redacted = redactForInspector({
      cyclic,
      twice: [shared, shared],
      when: new Date('2025-06-01T10:00:00.000Z'),
      failure: new Error('Network down'),
      byId: new Map([['q1', { text: 'private' }]]),
      tags: new Set(['live']),
      actorRef,
      callback: persistChoice,
      big: 10n,
    });

    expect(redacted).toEqual({
      cyclic: { name: 'loop', self: '[circular]' },
      twice: [shared, shared],
      when: '2025-06-01T10:00:00.000Z',
      failure: { name: 'Error', message: 'Network down' },
      byId: { q1: { text: REDACTED } },
      tags: ['live'],
      actorRef: { xstate$$type: 1, id: 'child' },
      callback: { type: 'persistChoice' },
      big: '10',
    });
    expect(() => structuredClone(redacted)).not.toThrow();
  });

  it('changes nothing when run again (the inspector serializes some events twice)', () => {
    const once = redactForInspector(snapshotEvent);
    expect(redactForInspector(once)).toEqual(once);
  });

  it('stops at a depth no real event reaches instead of walking forever', () => {
    let nested: Record<string, unknown> = { leaf: true };
    for (let level = 0; level < 40; level += 1) nested = { nested };
    expect(JSON.stringify(redactForInspector(nested))).toContain('[too deep]');
  });
});

/**
 * The questionnaire machine's shape: answers kept in context under their question ids, ANSWER events carrying the
 * value, a submission actor whose output is the score.
 */
function questionnaireLike(score: PtestScore) {
  return setup({
    types: {
      context: {} as { testId: string; index: number; answers: Record<string, number>; result: PtestScore | null },
      events: {} as { type: 'START' } | { type: 'ANSWER'; value: number } | { type: 'NEXT' },
    },
    actors: {
      submitAnswers: fromPromise<PtestScore, { testId: string; answers: Record<string, number> }>(async () => score),
    },
  }).createMachine({
    id: 'questionnaire',
    context: { testId: score.testId, index: 0, answers: {}, result: null },
    initial: 'intro',
    states: {
      intro: { on: { START: 'answering' } },
      answering: {
        on: {
          ANSWER: {
            actions: assign({
              answers: ({ context, event }) => ({ ...context.answers, [`q${context.index}`]: event.value }),
            }),
          },
          NEXT: [
            { guard: ({ context }) => context.index === 1, target: 'submitting' },
            { actions: assign({ index: ({ context }) => context.index + 1 }) },
          ],
        },
      },
      submitting: {
        invoke: {
          src: 'submitAnswers',
          input: ({ context }) => ({ testId: context.testId, answers: context.answers }),
          onDone: { target: 'result', actions: assign({ result: ({ event }) => event.output }) },
        },
      },
      result: {},
    },
  });
}

describe('the inspector with the redacting serializer, watching a questionnaire', () => {
  it('sends every event of a run, with the answers and the score hidden', async () => {
    const sent: unknown[] = [];
    const fakeWindow = { open: () => null, addEventListener: () => undefined } as unknown as Window;
    const { inspect } = createBrowserInspector({
      ...inspectorOptions,
      window: fakeWindow,
      send: (event) => sent.push(event),
    });
    const score: PtestScore = {
      testId: 'phq2',
      totalScore: 5,
      severity: 'positive screen',
      flags: ['self_harm_risk'],
      interpretation: 'Your answers suggest depressive symptoms worth talking about.',
      source: 'Kroenke 2003',
    };
    const actor = createActor(questionnaireLike(score), { inspect }).start();

    actor.send({ type: 'START' });
    actor.send({ type: 'ANSWER', value: 2 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ANSWER', value: 3 });
    actor.send({ type: 'NEXT' });
    // The inspector hands events over when the page is idle: wait for the result state to arrive.
    await vi.waitFor(() => expect(JSON.stringify(sent)).toContain('"value":"result"'));

    const serialized = JSON.stringify(sent);
    expect(serialized).toContain('"type":"ANSWER"');
    expect(serialized).toContain('"q1":"[redacted]"');
    for (const secret of [
      '"value":2',
      '"value":3',
      ':2}',
      ':3}',
      'positive screen',
      'depressive',
      'self_harm_risk',
      '"totalScore":5',
    ]) {
      expect(serialized).not.toContain(secret);
    }
    expect(() => structuredClone(sent)).not.toThrow();
    actor.stop();
  });
});
