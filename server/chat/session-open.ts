/**
 * How a session goes live on a connection: started new (after closing the person's previous one), or resumed
 * (one resume of a session at a time here; the connection that resumes last holds it). Either way Doro greets
 * first, and a resume replays what the client has not seen and answers what was left unanswered.
 */
import { randomUUID } from 'node:crypto';
import type { AgeBand, Directiveness } from '../../src/contract/chat-socket';
import { CHAT_CLOSE_CODES } from '../../src/contract/chat-socket';
import { SESSION_STATUS } from '../../src/contract/sessions';
import { ageGroupOf, memoriesPerSession, type MemoryStore } from '../ai/memory/memory-store';
import { engineFor } from '../ai/model-consent';
import type { AgeGroup, Memory, ReplyProvider } from '../ai/provider';
import type { ChatSessionRow, UserRow } from '../db/schema';
import { sessionKey, type ChatBus } from './chat-bus';
import { remainingSessionSeconds, type ChatStore } from './chat-store';
import { markTaken } from './instance-coordination';
import {
  ChatError,
  hasEnded,
  notice,
  send,
  storedMessage,
  type ChatConnection,
  type LiveSession,
  type LiveSessions,
} from './live-sessions';
import type { MinutesClock } from './minutes-clock';
import type { NoticesOf } from './person-notices';
import type { ReplyPipeline } from './reply-pipeline';
import { sessionBody } from './session-body';
import type { SessionEnd } from './session-end';

/** The connection holds the session from now; one it had before is closed as replaced. */
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

/** The language the person chose for the app, as Doro speaks it. */
const languageOf = (user: UserRow): 'en' | 'fr' => (user.locale === 'fr-CA' ? 'fr' : 'en');

function greet(session: LiveSession) {
  if (session.greeting) send(session, { type: 'notice', kind: 'greeting', text: session.greeting });
}

export function createSessionOpen(deps: {
  store: ChatStore;
  provider: ReplyProvider;
  /** Says Doro's greeting: the offline engine. */
  offline: ReplyProvider;
  memory: MemoryStore;
  bus: ChatBus;
  live: LiveSessions;
  clock: MinutesClock;
  replies: ReplyPipeline;
  ending: SessionEnd;
  /** The notices the person's law asks for (person-notices.ts). */
  noticesOf: NoticesOf;
}) {
  const { store, provider, memory, bus, live, clock, replies, ending } = deps;

  /** Who the person is to the provider: age group and memories, read when the session goes live. */
  async function personOf(userId: string, givenBand?: AgeBand) {
    if (givenBand) await memory.setAgeBand(userId, givenBand);
    const [band, memories] = await Promise.all([
      givenBand ?? memory.ageBand(userId),
      memory.list(userId, memoriesPerSession),
    ]);
    return {
      ageBand: band,
      ageGroup: ageGroupOf(band),
      memory: memories.map(({ summary, date }) => ({ summary, date })),
    };
  }

  /**
   * Doro's greeting for a session, before the person types: the offline engine's, which knows what Doro remembers
   * (a model's words are not needed to say hello, and nothing waits on one).
   */
  async function greetingFor(
    directiveness: Directiveness,
    person: { ageGroup: AgeGroup; language: 'en' | 'fr'; memory: Memory[] },
  ) {
    let text = '';
    for await (const chunk of deps.offline.stream({
      messages: [],
      directiveness,
      ageGroup: person.ageGroup,
      language: person.language,
      memory: person.memory,
    })) {
      if (chunk.type === 'text') text += chunk.text;
    }
    return text;
  }

  async function start(
    connection: ChatConnection,
    user: UserRow,
    directiveness: Directiveness,
    ageBand?: AgeBand,
  ): Promise<LiveSession> {
    if (!user.disclaimerAcceptedAt) {
      throw new ChatError('disclaimer-required', 'Please read and accept the disclaimer before your first session.');
    }
    const lastUse = await store.lastUse(user.id); // Read before this session (or the closing of the last) counts.
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
    const person = { ...(await personOf(user.id, ageBand)), language: languageOf(user) };
    const engine = await engineFor(provider, user.id); // The outside model writes only for people who consented.
    const notices = deps.noticesOf(user, person.ageBand, lastUse);
    const session = live.open(started, [], { ...person, notices }, await greetingFor(directiveness, person));
    takeOver(session, connection);
    clock.arm(session, started);
    await ready(session, started);
    if (engine === 'offline') notice(session, 'offline-engine');
    // What the law asks before Doro's first words: the notice after days away or before first use, the minors' one.
    for (const kind of notices.atStart) notice(session, kind);
    greet(session);
    return session;
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
    if (hasEnded(row.status)) {
      throw new ChatError('session-closed', 'This session has ended. Start a new one to keep talking.');
    }
    let session = live.get(sessionId);
    if (!session) {
      // Active, yet no instance holds it: the one that did stopped or died. Charge it up to its last activity.
      if (row.status === SESSION_STATUS.active && (await bus.claim(sessionKey(sessionId)))) {
        await store.pauseOrphan(sessionId).finally(() => bus.release(sessionKey(sessionId)));
      }
      await bus.hold(sessionKey(sessionId));
    }
    const stored = await store.turns(sessionId);
    const engine = await engineFor(provider, user.id);
    if (session && live.get(sessionId) !== session) {
      // Let go meanwhile (its last reply was stored after a drop): taken up again, from the database as it is now.
      return resumeNow(connection, user, sessionId, lastSeq);
    }
    if (!session) {
      const person = { ...(await personOf(user.id)), language: languageOf(user) };
      const notices = deps.noticesOf(user, person.ageBand, null); // Its start notices were said when it started.
      session = live.open(row, stored, { ...person, notices }, await greetingFor(row.directiveness, person));
    }
    takeOver(session, connection);
    const take = markTaken(session);
    const activeRow = await clock.activate(session, false);
    bus.publish({ kind: 'taken', sessionId, take });
    await ready(session, activeRow);
    if (engine === 'offline') notice(session, 'offline-engine');
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
    personOf,
    start,
    /** Two sockets resuming one session at the same moment leave one live session, held by the later one. */
    resume(connection: ChatConnection, user: UserRow, sessionId: string, lastSeq: number): Promise<LiveSession> {
      return live.oneResumeAtATime(sessionId, () => resumeNow(connection, user, sessionId, lastSeq));
    },
  };
}
