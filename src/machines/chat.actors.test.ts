/**
 * The real connection actor (lib/chat-socket.ts under the machine's events) driving the real chat machine over a
 * fake WebSocket whose far end is the test: what goes over the wire, in what order, across a drop.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type ClientMessage,
  decodeClientMessage,
  encodeChatMessage,
  type ServerMessage,
} from '../contract/chat-socket';
import type { WebSocketLike } from '../lib/chat-socket';
import { chatConnection, closeReason, toConnectionEvent } from './chat.actors';
import { CLIENT_ID, eligibilities, inputs, lastSessions, SESSION_ID, userMessage } from './chat.fixtures';
import { chatMachine } from './chat.machine';
import type { Eligibility, LastSession } from './chat.types';

class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: ClientMessage[] = [];
  private listeners = new Map<string, Array<(event: never) => void>>();
  addEventListener(type: string, listener: (event: never) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  private emit(type: string, event: unknown) {
    for (const listener of this.listeners.get(type) ?? []) (listener as (event: unknown) => void)(event);
  }
  send(data: string) {
    const decoded = decodeClientMessage(data);
    if (!decoded.ok) throw new Error(decoded.error);
    this.sent.push(decoded.message);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.emit('close', { code });
  }
  open() {
    this.readyState = 1;
    this.emit('open', {});
  }
  deliver(frame: string) {
    this.emit('message', { data: frame });
  }
  receive(message: ServerMessage) {
    this.emit('message', { data: encodeChatMessage(message) });
  }
}

const serverSession = { ...lastSessions.paused, status: 1 as const };

function startChat(ageBand?: () => '13-17' | '18+' | undefined) {
  const sockets: FakeSocket[] = [];
  const machine = chatMachine.provide({
    actors: {
      loadLastSession: fromPromise<LastSession | null>(() => Promise.resolve(null)),
      checkEligibility: fromPromise<Eligibility>(() => Promise.resolve(eligibilities.eligible)),
      acceptDisclaimer: fromPromise<unknown>(() => Promise.resolve(undefined)),
      awaitLastSessionFinished: fromPromise<LastSession | null>(() => Promise.resolve(lastSessions.finished)),
      connection: chatConnection({
        url: 'ws://127.0.0.1/api/chat/socket',
        getIdToken: () => Promise.resolve('id-token'),
        ...(ageBand ? { ageBand } : {}),
        createSocket: () => {
          const socket = new FakeSocket();
          sockets.push(socket);
          return socket;
        },
      }),
    },
  });
  const actor = createActor(machine, { input: inputs.ada }).start();
  return { actor, sockets };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the chat connection over a WebSocket', () => {
  it('starts, sends, drops, resumes from the last seq and resends what was not acknowledged, once', async () => {
    const { actor, sockets } = startChat();
    await settle();
    actor.send({ type: 'START' });
    actor.send({ type: 'CHOOSE_DIRECTIVENESS', directiveness: 'guide' });
    const [first] = sockets;
    first!.open();
    await settle();
    expect(first!.sent).toEqual([
      { type: 'auth', idToken: 'id-token' },
      { type: 'start', directiveness: 'guide' },
    ]);
    first!.receive({ type: 'ready', session: serverSession, lastSeq: 0, remainingSeconds: 1800 });
    expect(actor.getSnapshot().matches({ session: { online: 'active' } })).toBe(true);

    actor.send({ type: 'SEND', clientId: CLIENT_ID, text: userMessage.text });
    first!.receive({ type: 'ack', clientId: CLIENT_ID, seq: 1 });
    first!.receive({ type: 'replyStart', replyTo: 1 });
    first!.receive({ type: 'replyToken', token: 'Tell me ' });
    expect(actor.getSnapshot().context.reply).toBe('Tell me ');
    first!.close(1006); // the network goes

    expect(actor.getSnapshot().matches({ session: 'disconnection' })).toBe(true);
    const typedOffline = { clientId: '5d2b7c1e-8a4f-4b3d-9e6a-1c2d3e4f5a6b', text: 'Are you there?' };
    actor.send({ type: 'SEND', ...typedOffline });
    actor.send({ type: 'RETRY_NOW' });
    const second = sockets[1]!;
    second.open();
    await settle();
    second.receive({ type: 'ready', session: serverSession, lastSeq: 2, remainingSeconds: 1700 });
    second.receive({
      type: 'message',
      seq: 2,
      role: 'doro',
      text: 'Tell me more.',
      createdAt: '2025-06-01T10:01:00.000Z',
    });

    expect(second.sent).toEqual([
      { type: 'auth', idToken: 'id-token' },
      { type: 'resume', sessionId: serverSession.id, lastSeq: 1 },
      { type: 'userMessage', ...typedOffline },
    ]);
    second.receive({ type: 'ack', clientId: typedOffline.clientId, seq: 3 });
    const { messages, pending } = actor.getSnapshot().context;
    expect(pending).toEqual([]);
    expect(messages.map((message) => message.seq)).toEqual([1, 2, 3]);
    actor.stop();
  });

  it('a start carries the age band this browser knows, a resume does not', async () => {
    const { actor, sockets } = startChat(() => '13-17');
    await settle();
    actor.send({ type: 'START' });
    actor.send({ type: 'CHOOSE_DIRECTIVENESS', directiveness: 'listen' });
    sockets[0]!.open();
    await settle();
    expect(sockets[0]!.sent[1]).toEqual({ type: 'start', directiveness: 'listen', ageBand: '13-17' });
    sockets[0]!.receive({ type: 'ready', session: serverSession, lastSeq: 0, remainingSeconds: 1800 });
    sockets[0]!.close(1006);
    actor.send({ type: 'RETRY_NOW' });
    sockets[1]!.open();
    await settle();
    expect(sockets[1]!.sent[1]).toEqual({ type: 'resume', sessionId: serverSession.id, lastSeq: 0 });
    actor.stop();
  });

  it('closes the socket when the machine leaves the session, and reports nothing after', async () => {
    const { actor, sockets } = startChat();
    await settle();
    actor.send({ type: 'START' });
    actor.send({ type: 'CHOOSE_DIRECTIVENESS', directiveness: 'listen' });
    sockets[0]!.open();
    await settle();
    actor.send({ type: 'LOCATION_CHANGED', pathname: '/profile' });
    expect(sockets[0]!.readyState).toBe(3);
    expect(actor.getSnapshot().matches('loadingLastSession')).toBe(true);
    actor.stop();
  });
});

const status = (value: 1 | 2 | 5 | 6, reason?: 'minutes-ended' | 'ended') =>
  toConnectionEvent({ type: 'status', status: value, ...(reason ? { reason } : {}) });

describe('server messages as machine events', () => {
  it('maps each status to the transition it means', () => {
    expect(status(5)).toEqual({ type: 'SERVER.PAUSED' });
    expect(status(6, 'ended')).toEqual({ type: 'SERVER.PROCESSING' });
    expect(status(6, 'minutes-ended')).toEqual({ type: 'SERVER.MINUTES_ENDED' });
    expect(status(2)).toEqual({ type: 'SERVER.FINISHED' });
    expect(status(1)).toBeNull();
    expect(toConnectionEvent({ type: 'crisis', seq: 3, level: 'urgent', categories: ['self-harm'] })).toEqual({
      type: 'SERVER.CRISIS',
      seq: 3,
      level: 'urgent',
      categories: ['self-harm'],
    });
    expect(toConnectionEvent({ type: 'notice', kind: 'fallback', text: 'The offline engine answers.' })).toEqual({
      type: 'SERVER.NOTICE',
      kind: 'fallback',
      text: 'The offline engine answers.',
    });
    expect(toConnectionEvent({ type: 'notice', kind: 'disclosure', text: 'Doro is an AI.', spoken: true })).toEqual({
      type: 'SERVER.NOTICE',
      kind: 'disclosure',
      text: 'Doro is an AI.',
      spoken: true,
    });
    expect(toConnectionEvent({ type: 'pong' })).toBeNull();
    expect(toConnectionEvent({ type: 'error', code: 'bad-message', message: 'too long', clientId: CLIENT_ID })).toEqual(
      { type: 'SERVER.ERROR', code: 'bad-message', message: 'too long', clientId: CLIENT_ID },
    );
    expect(
      toConnectionEvent({
        type: 'ready',
        session: { ...serverSession, id: SESSION_ID },
        lastSeq: 3,
        remainingSeconds: 60,
      }),
    ).toEqual({ type: 'SERVER.READY', sessionId: SESSION_ID, remainingSeconds: 60 });
  });

  it('a session opened elsewhere is not fought over; a protocol error is not retried; anything else is', () => {
    expect(closeReason(4409)).toBe('replaced');
    expect(closeReason(4400)).toBe('rejected');
    expect([1001, 1006, 4401].map(closeReason)).toEqual(['dropped', 'dropped', 'dropped']);
  });
});
