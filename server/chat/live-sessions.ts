/**
 * The sessions live on this instance: what one holds while it is live, the registry of them by id, and the lock that
 * makes resumes of one session run one after the other. The other parts of the chat service (chat-service.ts
 * composes them) look sessions up here and talk to a session's connection through `send`.
 */
import type {
  ChatErrorCode,
  CrisisCategory,
  CrisisLevel,
  Directiveness,
  NoticeKind,
  ServerMessage,
} from '../../src/contract/chat-socket';
import { SESSION_STATUS, type SessionStatus } from '../../src/contract/sessions';
import { noticeTexts } from '../ai/disclosure';
import type { AgeGroup, ConversationTurn, Memory } from '../ai/provider';
import type { UsageClock } from '../ai/usage-clock';
import type { ChatSessionRow } from '../db/schema';
import { sessionLeft, sessionWentLive } from '../metrics/chat-events';
import { sessionKey, type ChatBus } from './chat-bus';
import type { StoredTurn } from './chat-store';
import { createNoticeClock } from './notice-clock';
import type { PersonNotices } from './person-notices';

/** What the service needs of a connection: the socket adapts a WebSocket to it. */
export interface ChatConnection {
  send(message: ServerMessage): void;
  close(code: number, reason: string): void;
}

export type SessionCrisis = { level: CrisisLevel; categories: CrisisCategory[] };

export interface LiveSession {
  id: string;
  userId: string;
  directiveness: Directiveness;
  ageGroup: AgeGroup;
  /** The language the person chose for the app: Doro's until their own words say otherwise. */
  language: 'en' | 'fr';
  /** Summaries of earlier sessions, newest first, as the provider gets them. */
  memory: Memory[];
  /**
   * The highest crisis the safety layer saw in this session: the rest of the session stays careful, after a resume
   * too (read back from the messages it was stored with).
   */
  crisis: SessionCrisis | undefined;
  /** Active use towards the next AI disclosure and break reminder, at the intervals the person's law gives. */
  usage: UsageClock;
  /** The notices are spoken too where replies are spoken (the person's law asks it: New York). */
  spokenNotices: boolean;
  status: SessionStatus;
  connection: ChatConnection | undefined;
  /**
   * This instance's latest taking of the session by a resume, as published on the bus: `confirmed` once it came
   * back from the bus (onTaken), after which a taking by another instance is a later one and replaces this one.
   */
  take: { id: string; confirmed: boolean } | undefined;
  /** Doro's own greeting that opened the session, before the person typed (seq 0 in `turns`; not stored). */
  greeting: string;
  /** The conversation as the provider sees it, in seq order. */
  turns: Array<ConversationTurn & { seq: number }>;
  /** Replies run one after another, in the order the user messages were stored. */
  replyChain: Promise<void>;
  /** User messages whose reply is queued or streaming. */
  replying: Set<number>;
  currentReply: { replyTo: number; text: string } | undefined;
  abort: AbortController;
  timers: {
    minutes?: NodeJS.Timeout;
    idle?: NodeJS.Timeout;
    tick?: NodeJS.Timeout;
  };
  ending: Promise<void> | undefined;
  /** Replies another instance was writing when this one took the session: looked at again until stored. */
  replyRetries: Set<NodeJS.Timeout>;
  /** Messages other instances stored are sent one batch at a time, so none goes twice. */
  catchingUp: Promise<void>;
}

/** Processing (its summary being made) or finished: nothing more is said in it. */
export function hasEnded(status: SessionStatus): boolean {
  return status === SESSION_STATUS.processing || status === SESSION_STATUS.finished;
}

/** A refusal the client is told about with its code (an `error` message), the session left as it was. */
export class ChatError extends Error {
  constructor(
    readonly code: ChatErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const crisisRank: Record<CrisisLevel, number> = {
  concern: 1,
  urgent: 2,
  imminent: 3,
};

/** The session's crisis after one more is seen: the highest level, and every category seen so far. */
export function withCrisis(current: SessionCrisis | undefined, found: SessionCrisis): SessionCrisis {
  if (current && crisisRank[found.level] < crisisRank[current.level]) return current;
  return { level: found.level, categories: [...new Set([...(current?.categories ?? []), ...found.categories])] };
}

/** A stored message as the client gets it outside a streamed reply (a replay, or another instance's). */
export const storedMessage = (turn: StoredTurn): ServerMessage => ({
  type: 'message',
  seq: turn.seq,
  role: turn.role,
  text: turn.text,
  createdAt: turn.createdAt.toISOString(),
  ...(turn.crisis ? { crisis: turn.crisis } : {}),
});

/** To the session's connection, if it has one just now (a session outlives its connection). */
export function send(session: LiveSession, message: ServerMessage) {
  session.connection?.send(message);
}

export function notice(session: LiveSession, kind: Exclude<NoticeKind, 'greeting'>) {
  const spoken = session.spokenNotices && kind !== 'offline-engine' && kind !== 'fallback';
  send(session, { type: 'notice', kind, text: noticeTexts[kind], ...(spoken ? { spoken: true } : {}) });
}

/** Stops every timer of the session: the minutes, idle and minute-tick timers, and the usage clock. */
export function stopTimers(session: LiveSession) {
  clearTimeout(session.timers.minutes);
  clearTimeout(session.timers.idle);
  clearInterval(session.timers.tick);
  session.timers = {};
  session.usage.stop();
}

export function createLiveSessions(deps: { bus: ChatBus }) {
  const live = new Map<string, LiveSession>();
  /** Per session, the resume under way here: resumes of one session run one after the other, never interleaved. */
  const resuming = new Map<string, Promise<unknown>>();

  return {
    get: (sessionId: string) => live.get(sessionId),
    has: (sessionId: string) => live.has(sessionId),
    all: () => [...live.values()],
    /** Still the live one of its id here: not let go, nor replaced by a later taking. */
    isLive: (session: LiveSession) => live.get(session.id) === session,

    /** A session goes live here, from its row and its stored messages. */
    open(
      row: ChatSessionRow,
      turns: StoredTurn[],
      person: { ageGroup: AgeGroup; language: 'en' | 'fr'; memory: Memory[]; notices: PersonNotices },
      greeting: string,
    ): LiveSession {
      const session: LiveSession = {
        id: row.id,
        userId: row.userId,
        directiveness: row.directiveness,
        ageGroup: person.ageGroup,
        language: person.language,
        memory: person.memory,
        crisis: turns.reduce<SessionCrisis | undefined>(
          (crisis, turn) => (turn.crisis ? withCrisis(crisis, turn.crisis) : crisis),
          undefined,
        ),
        usage: createNoticeClock(person.notices, (kind) => notice(session, kind), person.notices),
        spokenNotices: person.notices.spoken,
        status: row.status,
        connection: undefined,
        take: undefined,
        greeting,
        turns: [{ seq: 0, role: 'doro', text: greeting }, ...turns.map(({ seq, role, text }) => ({ seq, role, text }))],
        replyChain: Promise.resolve(),
        replying: new Set(),
        currentReply: undefined,
        abort: new AbortController(),
        timers: {},
        ending: undefined,
        replyRetries: new Set(),
        catchingUp: Promise.resolve(),
      };
      const before = live.size;
      live.set(row.id, session);
      if (live.size > before) sessionWentLive();
      return session;
    },

    /** The session is no longer looked after here: its timers stop and other instances may claim it. */
    leave(session: LiveSession) {
      stopTimers(session);
      for (const timer of session.replyRetries) clearTimeout(timer);
      session.replyRetries.clear();
      if (live.get(session.id) === session && live.delete(session.id)) sessionLeft();
      void deps.bus.letGo(sessionKey(session.id));
    },

    /**
     * Runs `work` once every earlier resume of the session on this instance has finished: two sockets resuming at
     * the same moment (two tabs reconnecting) make one live session, and the later one replaces the earlier.
     */
    oneResumeAtATime<T>(sessionId: string, work: () => Promise<T>): Promise<T> {
      const run = (resuming.get(sessionId) ?? Promise.resolve()).then(work);
      const settled = run.then(
        () => undefined,
        () => undefined,
      );
      resuming.set(sessionId, settled);
      void settled.then(() => {
        if (resuming.get(sessionId) === settled) resuming.delete(sessionId);
      });
      return run;
    },
  };
}

export type LiveSessions = ReturnType<typeof createLiveSessions>;
