/**
 * The live side of chat sessions: which session is open on which connection, Doro's replies streaming in order,
 * and the timers that make the server's clock the truth (minutes running out end a session; silence pauses it).
 * The socket (socket.ts) turns frames into calls here; the REST handlers call in to close a deleted session.
 *
 * A session outlives its connection: a reply being made when the connection drops is finished and stored, and a
 * reconnecting client gets it from the replay. Nothing here holds plaintext longer than the session is live.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AgeBand, Directiveness } from '../../src/contract/chat-socket';
import { CHAT_CLOSE_CODES } from '../../src/contract/chat-socket';
import { ageGroupOf, memoriesPerSession, type MemoryStore } from '../ai/memory/memory-store';
import type { AgeGroup, Memory, ReplyProvider } from '../ai/provider';
import type { ChatConfig } from '../config';
import type { ChatSessionRow, UserRow } from '../db/schema';
import { takeChatMessageSlot } from '../http/chat-message-limit';
import { sessionKey, type ChatBus } from './chat-bus';
import { remainingSessionSeconds, type ChatStore } from './chat-store';
import {
  ChatError,
  createLiveSessions,
  notice,
  send,
  storedMessage,
  type ChatConnection,
  type LiveSession,
} from './live-sessions';
import { createCrisisCheck, type ChatSafety } from './crisis-check';
import { createInstanceCoordination, markTaken } from './instance-coordination';
import { createMinutesClock } from './minutes-clock';
import { createReplyPipeline } from './reply-pipeline';
import { sessionBody } from './session-body';
import { createSessionEnd } from './session-end';

export function createChatService(deps: {
  store: ChatStore;
  provider: ReplyProvider;
  /** Answers when the provider's summary is unusable: the offline engine. */
  offline: ReplyProvider;
  memory: MemoryStore;
  safety: ChatSafety;
  config: ChatConfig;
  noticeIntervalSeconds: number;
  log: FastifyBaseLogger;
  /** The other instances (chat-bus.ts). */
  bus: ChatBus;
}) {
  const { store, provider, memory, safety, config, log, bus } = deps;
  const live = createLiveSessions({ bus, noticeIntervalSeconds: deps.noticeIntervalSeconds });
  const ending = createSessionEnd({ store, provider, offline: deps.offline, memory, safety, log, bus, live });
  const clock = createMinutesClock({
    store,
    bus,
    config,
    minutesEnded: (session) => void ending.end(session, 'minutes-ended'),
  });
  const crisis = createCrisisCheck({ safety, store, log, live });
  const replies = createReplyPipeline({ store, provider, safety, config, log, bus, live, crisis });
  const instances = createInstanceCoordination({ store, config, log, bus, live, clock, replies, ending, refreshMemoryHere });

  /** Who the person is to the provider: age group and memories, read when the session goes live. */
  async function personOf(userId: string, givenBand?: AgeBand) {
    if (givenBand) await memory.setAgeBand(userId, givenBand);
    const [band, memories] = await Promise.all([
      givenBand ?? memory.ageBand(userId),
      memory.list(userId, memoriesPerSession),
    ]);
    return {
      ageGroup: ageGroupOf(band),
      memory: memories.map(({ summary, date }) => ({ summary, date })),
    };
  }

  /**
   * Doro's greeting for a session, before the person types: the offline engine's, which knows what Doro remembers
   * (a model's words are not needed to say hello, and nothing waits on one).
   */
  async function greetingFor(directiveness: Directiveness, person: { ageGroup: AgeGroup; memory: Memory[] }) {
    let text = '';
    for await (const chunk of deps.offline.stream({ messages: [], directiveness, ageGroup: person.ageGroup, memory: person.memory })) {
      if (chunk.type === 'text') text += chunk.text;
    }
    return text;
  }

  function greet(session: LiveSession) {
    if (session.greeting) send(session, { type: 'notice', kind: 'greeting', text: session.greeting });
  }

  function takeOver(session: LiveSession, connection: ChatConnection) {
    if (session.connection && session.connection !== connection) {
      session.connection.close(CHAT_CLOSE_CODES.replaced, 'This session was opened somewhere else.');
    }
    session.connection = connection;
  }

  async function ready(session: LiveSession, row: ChatSessionRow) {
    send(session, {
      type: 'ready',
      session: sessionBody(row, null),
      lastSeq: row.lastSeq,
      remainingSeconds: remainingSessionSeconds(row, new Date()),
    });
  }

  async function refreshMemoryHere(userId: string) {
    for (const session of live.all()) {
      if (session.userId === userId) session.memory = (await personOf(userId)).memory;
    }
  }

  /** resume, once no other resume of the session is under way here. */
  async function resumeNow(
    connection: ChatConnection,
    user: UserRow,
    sessionId: string,
    lastSeq: number,
  ): Promise<LiveSession> {
    const row = await store.sessionOf(user.id, sessionId);
    if (!row) throw new ChatError('session-not-found', 'That session was not found.');
    if (row.status === 6 || row.status === 2) {
      throw new ChatError('session-closed', 'This session has ended. Start a new one to keep talking.');
    }
    let session = live.get(sessionId);
    if (!session) {
      // Active, yet no instance holds it: the one that did stopped or died. Charge it up to its last activity.
      if (row.status === 1 && (await bus.claim(sessionKey(sessionId)))) {
        await store.pauseOrphan(sessionId).finally(() => bus.release(sessionKey(sessionId)));
      }
      await bus.hold(sessionKey(sessionId));
    }
    const stored = await store.turns(sessionId);
    if (session && live.get(sessionId) !== session) {
      // Let go meanwhile (its last reply was stored after a drop): taken up again, from the database as it is now.
      return resumeNow(connection, user, sessionId, lastSeq);
    }
    if (!session) {
      const person = await personOf(user.id);
      session = live.open(row, stored, person, await greetingFor(row.directiveness, person));
    }
    takeOver(session, connection);
    const take = markTaken(session);
    const activeRow = await clock.activate(session, false);
    bus.publish({ kind: 'taken', sessionId, take });
    await ready(session, activeRow);
    if (provider.kind === 'offline') notice(session, 'offline-engine');
    greet(session);
    for (const turn of stored) {
      if (turn.seq <= lastSeq) continue;
      send(session, storedMessage(turn));
    }
    if (session.currentReply) {
      send(session, {
        type: 'replyStart',
        replyTo: session.currentReply.replyTo,
      });
      if (session.currentReply.text)
        send(session, {
          type: 'replyToken',
          token: session.currentReply.text,
        });
    }
    // A user message stored just before a crash or a failed reply has no answer yet: answer it now.
    const answered = new Set(stored.filter((turn) => turn.role === 'doro').map((turn) => turn.replyTo));
    for (const turn of stored) {
      if (turn.role === 'user' && !answered.has(turn.seq)) replies.queue(session, turn.seq, true);
    }
    return session;
  }

  return {
    async start(
      connection: ChatConnection,
      user: UserRow,
      directiveness: Directiveness,
      ageBand?: AgeBand,
    ): Promise<LiveSession> {
      if (!user.disclaimerAcceptedAt) {
        throw new ChatError('disclaimer-required', 'Please read and accept the disclaimer before your first session.');
      }
      await ending.closePrevious(user);
      // Held before the row exists, so no instance ever sees it active and unheld (an orphan).
      const sessionId = randomUUID();
      await bus.hold(sessionKey(sessionId));
      const started = await store.startSession(user.id, directiveness, await store.allowance(user.id), sessionId);
      if (typeof started === 'string') await bus.letGo(sessionKey(sessionId));
      if (started === 'no-minutes')
        throw new ChatError('no-minutes', 'You have no minutes left. See the plans to continue.');
      if (started === 'no-sessions')
        throw new ChatError('no-sessions', 'You have no sessions left. See the plans to continue.');
      const person = await personOf(user.id, ageBand);
      const session = live.open(started, [], person, await greetingFor(directiveness, person));
      takeOver(session, connection);
      clock.arm(session, started);
      await ready(session, started);
      if (provider.kind === 'offline') notice(session, 'offline-engine');
      greet(session);
      return session;
    },

    resume(connection: ChatConnection, user: UserRow, sessionId: string, lastSeq: number): Promise<LiveSession> {
      return live.oneResumeAtATime(sessionId, () => resumeNow(connection, user, sessionId, lastSeq));
    },

    async userMessage(session: LiveSession, clientId: string, text: string): Promise<void> {
      if (session.ending || session.status === 6 || session.status === 2) {
        throw new ChatError('session-closed', 'This session has ended. Start a new one to keep talking.');
      }
      // Rate limit (server/http/chat-message-limit.ts, decision 019): refused before anything is stored.
      const slot = takeChatMessageSlot(config.messageRateLimit, session.userId);
      if (!slot.allowed) throw new ChatError('rate-limited', slot.message);
      if (session.status === 5) await clock.activate(session, true);
      const stored = await store.appendUserMessage(session.id, clientId, text);
      if (!stored) throw new ChatError('session-not-found', 'That session was not found.');
      if (!stored.duplicate) bus.publish({ kind: 'stored', sessionId: session.id, seq: stored.seq });
      send(session, { type: 'ack', clientId, seq: stored.seq });
      clock.resetIdle(session);
      send(session, {
        type: 'minutes',
        remainingSeconds: stored.remainingSeconds,
      });
      if (stored.duplicate) return;
      session.turns.push({ seq: stored.seq, role: 'user', text });
      replies.queue(session, stored.seq);
    },

    end: (session: LiveSession) => ending.end(session, 'ended'),

    /** The connection went away: an active session pauses (5) and stops being charged. */
    async detach(session: LiveSession, connection: ChatConnection): Promise<void> {
      if (session.connection !== connection) return;
      session.connection = undefined;
      await clock.pause(session, false);
      // Forget it once its last reply is stored, unless a new connection took it meanwhile.
      void session.replyChain.then(() => {
        if (!session.connection && !session.ending && live.isLive(session)) live.leave(session);
      });
    },

    /** The session is being deleted: stop everything about it now, on every instance. */
    forget(sessionId: string) {
      ending.forgetHere(sessionId);
      bus.publish({ kind: 'forget', sessionId });
    },

    /** Sessions a restart caught processing get their summary now. */
    summarise: ending.summarise,

    /** The person changed what Doro remembers: live sessions of theirs, on every instance, read it again. */
    async refreshMemory(userId: string) {
      bus.publish({ kind: 'memory', userId });
      await refreshMemoryHere(userId);
    },

    sweepOrphans: instances.sweepOrphans,

    /** The server is stopping: pause every live session, so none is left charging. */
    async shutdown() {
      const sessions = live.all();
      for (const session of sessions) session.abort.abort();
      await Promise.all(sessions.map((session) => clock.pause(session, false).catch(() => {})));
      for (const session of sessions) live.leave(session);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
export { ChatError };
export type { ChatConnection, ChatSafety, LiveSession };
