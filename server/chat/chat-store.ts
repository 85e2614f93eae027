/**
 * Sessions, messages and usage in PostgreSQL. Text goes through the data cipher on its way in and out: the
 * database only ever sees ciphertext bound to its session. The server's clock is the truth for minutes: a
 * session being charged has `active_since` set, and every charge adds the elapsed time to the session and to the
 * user's month.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Directiveness } from '../../src/contract/chat-socket';
import type { ChatConfig } from '../config';
import type { ChatSessionRow, ChatSessionStatusCode, Database } from '../db/schema';
import type { DataCipher } from './crypto';

export interface StoredTurn {
  seq: number;
  role: 'user' | 'doro';
  text: string;
  clientId: string | null;
  replyTo: number | null;
  createdAt: Date;
}

export interface Allowance {
  remainingSeconds: number;
  remainingSessions: number;
}

export type StartRefusal = 'no-minutes' | 'no-sessions';

type Db = Kysely<Database> | Transaction<Database>;

/** The first day of the month (UTC) a moment falls in: usage is counted per calendar month until plans exist. */
export function periodStart(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** Seconds the session has been charged, counting the run in progress, never more than it is allowed. */
export function usedSeconds(session: ChatSessionRow, now: Date): number {
  const running = session.activeSince ? Math.max(0, (now.getTime() - session.activeSince.getTime()) / 1000) : 0;
  return Math.min(session.allowedSeconds, session.activeSeconds + running);
}

/** Whole seconds left, rounded up: a countdown shows 0 only when the time is really over. */
export function remainingSessionSeconds(session: ChatSessionRow, now: Date): number {
  return Math.max(0, Math.ceil(session.allowedSeconds - usedSeconds(session, now) - 1e-6));
}

export function remainingSessionMs(session: ChatSessionRow, now: Date): number {
  return Math.max(0, (session.allowedSeconds - usedSeconds(session, now)) * 1000);
}

/** The session row, locked until the transaction ends: seqs and charges are handed out one at a time. */
function lockSession(trx: Transaction<Database>, sessionId: string) {
  return trx.selectFrom('chatSessions').selectAll().where('id', '=', sessionId).forUpdate().executeTakeFirst();
}

async function addUsage(trx: Db, userId: string, now: Date, change: { seconds?: number; sessions?: number }) {
  const seconds = change.seconds ?? 0;
  const sessions = change.sessions ?? 0;
  if (seconds === 0 && sessions === 0) return;
  await trx
    .insertInto('chatUsage')
    .values({ userId, periodStart: periodStart(now), secondsUsed: seconds, sessionsStarted: sessions })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'periodStart']).doUpdateSet({
        secondsUsed: sql`chat_usage.seconds_used + ${seconds}`,
        sessionsStarted: sql`chat_usage.sessions_started + ${sessions}`,
      }),
    )
    .execute();
}

export function createChatStore(
  db: Kysely<Database>,
  cipher: DataCipher,
  config: ChatConfig,
  clock = () => new Date(),
) {
  const decryptTurn =
    (sessionId: string) =>
    (row: Omit<StoredTurn, 'text'> & { textCiphertext: Buffer }): StoredTurn => ({
      seq: row.seq,
      role: row.role,
      clientId: row.clientId,
      replyTo: row.replyTo,
      createdAt: row.createdAt,
      text: cipher.decrypt(row.textCiphertext, sessionId),
    });

  /** Ends the run being charged (if any), adds it to the session and the month, and sets the new status. */
  async function chargeAndSet(sessionId: string, status: ChatSessionStatusCode, extra: { endedAt?: Date } = {}) {
    return db.transaction().execute(async (trx) => {
      const session = await lockSession(trx, sessionId);
      if (!session) return undefined;
      const now = clock();
      const charged = Math.round(usedSeconds(session, now)) - session.activeSeconds;
      const delta = Math.max(0, charged);
      await addUsage(trx, session.userId, now, { seconds: delta });
      return trx
        .updateTable('chatSessions')
        .set({
          status,
          activeSeconds: session.activeSeconds + delta,
          activeSince: null,
          ...(extra.endedAt ? { endedAt: extra.endedAt } : {}),
        })
        .where('id', '=', sessionId)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  return {
    findUser: (firebaseUid: string) =>
      db.selectFrom('users').selectAll().where('firebaseUid', '=', firebaseUid).executeTakeFirst(),

    /** The session if it is this user's; someone else's is as absent as one that never existed. */
    sessionOf: (userId: string, sessionId: string) =>
      db
        .selectFrom('chatSessions')
        .selectAll()
        .where('id', '=', sessionId)
        .where('userId', '=', userId)
        .executeTakeFirst(),

    latestSession: (userId: string) =>
      db
        .selectFrom('chatSessions')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('startedAt', 'desc')
        .limit(1)
        .executeTakeFirst(),

    listSessions: (userId: string, options: { limit: number; before?: Date }) => {
      let query = db.selectFrom('chatSessions').selectAll().where('userId', '=', userId);
      if (options.before) query = query.where('startedAt', '<', options.before);
      return query.orderBy('startedAt', 'desc').limit(options.limit).execute();
    },

    async allowance(userId: string): Promise<Allowance> {
      const now = clock();
      const usage = await db
        .selectFrom('chatUsage')
        .select(['secondsUsed', 'sessionsStarted'])
        .where('userId', '=', userId)
        .where('periodStart', '=', periodStart(now))
        .executeTakeFirst();
      const running = await db
        .selectFrom('chatSessions')
        .selectAll()
        .where('userId', '=', userId)
        .where('activeSince', 'is not', null)
        .execute();
      const runningSeconds = running.reduce(
        (total, session) => total + usedSeconds(session, now) - session.activeSeconds,
        0,
      );
      return {
        remainingSeconds: Math.max(
          0,
          Math.floor(config.freeSecondsPerMonth - (usage?.secondsUsed ?? 0) - runningSeconds),
        ),
        remainingSessions: Math.max(0, config.freeSessionsPerMonth - (usage?.sessionsStarted ?? 0)),
      };
    },

    /** A new active session, charged from now; refused when the month's minutes or sessions are used up. */
    async startSession(
      userId: string,
      directiveness: Directiveness,
      allowance: Allowance,
    ): Promise<ChatSessionRow | StartRefusal> {
      if (allowance.remainingSessions <= 0) return 'no-sessions';
      if (allowance.remainingSeconds <= 0) return 'no-minutes';
      const now = clock();
      return db.transaction().execute(async (trx) => {
        await addUsage(trx, userId, now, { sessions: 1 });
        return trx
          .insertInto('chatSessions')
          .values({
            userId,
            status: 1,
            directiveness,
            allowedSeconds: Math.min(config.sessionSeconds, allowance.remainingSeconds),
            activeSince: now,
            lastActivityAt: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    /** Active again (status 1) and charged from now; only a paused or active session can be. */
    activate: (sessionId: string) => {
      const now = clock();
      return db
        .updateTable('chatSessions')
        .set({ status: 1, activeSince: sql<Date>`coalesce(active_since, ${now})`, lastActivityAt: now })
        .where('id', '=', sessionId)
        .where('status', 'in', [1, 5])
        .returningAll()
        .executeTakeFirst();
    },

    pause: (sessionId: string) => chargeAndSet(sessionId, 5),
    markProcessing: (sessionId: string) => chargeAndSet(sessionId, 6, { endedAt: clock() }),

    finish: (sessionId: string, summary: string) =>
      db
        .updateTable('chatSessions')
        .set({ status: 2, summaryCiphertext: cipher.encrypt(summary, sessionId) })
        .where('id', '=', sessionId)
        .returningAll()
        .executeTakeFirst(),

    turns: async (sessionId: string, afterSeq = 0): Promise<StoredTurn[]> => {
      const rows = await db
        .selectFrom('chatMessages')
        .select(['seq', 'role', 'clientId', 'replyTo', 'textCiphertext', 'createdAt'])
        .where('sessionId', '=', sessionId)
        .where('seq', '>', afterSeq)
        .orderBy('seq')
        .execute();
      return rows.map(decryptTurn(sessionId));
    },

    /**
     * Stores a user message once: a clientId already stored in this session returns the first seq and
     * `duplicate: true`. The session row is locked, so seqs are handed out one at a time with no gaps.
     */
    async appendUserMessage(sessionId: string, clientId: string, text: string) {
      return db.transaction().execute(async (trx) => {
        const session = await lockSession(trx, sessionId);
        if (!session) return undefined;
        const existing = await trx
          .selectFrom('chatMessages')
          .select(['seq', 'createdAt'])
          .where('sessionId', '=', sessionId)
          .where('clientId', '=', clientId)
          .executeTakeFirst();
        if (existing) return { ...existing, duplicate: true };
        const stored = await appendLocked(trx, session, { role: 'user', clientId, replyTo: null, text });
        return { ...stored, duplicate: false };
      });
    },

    async appendReply(sessionId: string, replyTo: number, text: string) {
      return db.transaction().execute(async (trx) => {
        const session = await lockSession(trx, sessionId);
        if (!session) return undefined;
        return appendLocked(trx, session, { role: 'doro', clientId: null, replyTo, text });
      });
    },

    deleteSession: (sessionId: string) => db.deleteFrom('chatSessions').where('id', '=', sessionId).execute(),

    decryptSummary: (session: ChatSessionRow) =>
      session.summaryCiphertext ? cipher.decrypt(session.summaryCiphertext, session.id) : null,

    /**
     * After a restart nothing is live: active sessions become paused, charged up to their last activity (the
     * server was not there to see more), and sessions caught processing are left for their summary to be made.
     */
    async recoverAfterRestart(): Promise<string[]> {
      const open = await db.selectFrom('chatSessions').selectAll().where('status', '=', 1).execute();
      for (const session of open) {
        await db.transaction().execute(async (trx) => {
          const since = session.activeSince;
          const seen = since ? Math.max(0, (session.lastActivityAt.getTime() - since.getTime()) / 1000) : 0;
          const delta = Math.max(0, Math.min(session.allowedSeconds - session.activeSeconds, Math.round(seen)));
          await addUsage(trx, session.userId, clock(), { seconds: delta });
          await trx
            .updateTable('chatSessions')
            .set({ status: 5, activeSince: null, activeSeconds: session.activeSeconds + delta })
            .where('id', '=', session.id)
            .where('status', '=', 1)
            .execute();
        });
      }
      const processing = await db.selectFrom('chatSessions').select('id').where('status', '=', 6).execute();
      return processing.map((row) => row.id);
    },
  };

  async function appendLocked(
    trx: Transaction<Database>,
    session: ChatSessionRow,
    message: { role: 'user' | 'doro'; clientId: string | null; replyTo: number | null; text: string },
  ) {
    const seq = session.lastSeq + 1;
    const now = clock();
    await trx
      .updateTable('chatSessions')
      .set({ lastSeq: seq, lastActivityAt: now })
      .where('id', '=', session.id)
      .execute();
    return trx
      .insertInto('chatMessages')
      .values({
        sessionId: session.id,
        seq,
        clientId: message.clientId,
        role: message.role,
        replyTo: message.replyTo,
        textCiphertext: cipher.encrypt(message.text, session.id),
      })
      .returning(['seq', 'createdAt'])
      .executeTakeFirstOrThrow();
  }
}

export type ChatStore = ReturnType<typeof createChatStore>;
