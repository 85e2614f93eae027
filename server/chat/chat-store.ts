/**
 * Sessions, messages and usage in PostgreSQL. Text goes through the data cipher on its way in and out: the
 * database only ever sees ciphertext bound to its session. The server's clock is the truth for minutes: a
 * session being charged has `active_since` set, and every charge adds the elapsed time to the session and to the
 * user's month.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Directiveness } from '../../src/contract/chat-socket';
import type { MessageCrisis } from '../../src/contract/crisis';
import type { ChatConfig } from '../config';
import type { ChatMessageRow, ChatSessionRow, ChatSessionStatusCode, Database } from '../db/schema';
import { planAllowance } from '../billing/plan-allowance';
import type { DataCipher } from './crypto';

export interface StoredTurn {
  seq: number;
  role: 'user' | 'doro';
  text: string;
  clientId: string | null;
  replyTo: number | null;
  createdAt: Date;
  /** On a user message: the crisis the safety layer saw in it, if any. */
  crisis: MessageCrisis | null;
}

export interface Allowance {
  remainingSeconds: number;
  remainingSessions: number;
}

export type StartRefusal = 'no-minutes' | 'no-sessions';

type Db = Kysely<Database> | Transaction<Database>;

/** What the minutes of a session are worked out from. */
type SessionClock = Pick<ChatSessionRow, 'allowedSeconds' | 'activeSeconds' | 'activeSince'>;

const uniqueViolation = '23505';

/** What a stored turn is read from. */
const turnColumns = [
  'seq',
  'role',
  'clientId',
  'replyTo',
  'textCiphertext',
  'createdAt',
  'crisisLevel',
  'crisisCategories',
] as const;

/** The first day of the month (UTC) a moment falls in: usage is counted per calendar month until plans exist. */
export function periodStart(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** Seconds the session has been charged, counting the run in progress, never more than it is allowed. */
export function usedSeconds(session: SessionClock, now: Date): number {
  const running = session.activeSince ? Math.max(0, (now.getTime() - session.activeSince.getTime()) / 1000) : 0;
  return Math.min(session.allowedSeconds, session.activeSeconds + running);
}

/** Whole seconds left, rounded up: a countdown shows 0 only when the time is really over. */
export function remainingSessionSeconds(session: SessionClock, now: Date): number {
  return Math.max(0, Math.ceil(session.allowedSeconds - usedSeconds(session, now) - 1e-6));
}

export function remainingSessionMs(session: SessionClock, now: Date): number {
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
    (row: Pick<ChatMessageRow, (typeof turnColumns)[number]>): StoredTurn => ({
      seq: row.seq,
      role: row.role,
      clientId: row.clientId,
      replyTo: row.replyTo,
      createdAt: row.createdAt,
      text: cipher.decrypt(row.textCiphertext, sessionId),
      crisis: row.crisisLevel ? { level: row.crisisLevel, categories: row.crisisCategories ?? [] } : null,
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
      // Plans and promo codes add to the free monthly allowance.
      const extra = await planAllowance(db, userId, now, periodStart(now));
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
          Math.floor(config.freeSecondsPerMonth + extra.seconds - (usage?.secondsUsed ?? 0) - runningSeconds),
        ),
        remainingSessions: Math.max(0, config.freeSessionsPerMonth + extra.sessions - (usage?.sessionsStarted ?? 0)),
      };
    },

    /**
     * A new active session, charged from now; refused when the month's minutes or sessions are used up. The
     * directiveness chosen is saved on the user too, so the next session preselects it.
     */
    async startSession(
      userId: string,
      directiveness: Directiveness,
      allowance: Allowance,
      /** Chosen by the caller when it must hold the session before the row exists (chat-service.ts). */
      sessionId?: string,
    ): Promise<ChatSessionRow | StartRefusal> {
      if (allowance.remainingSessions <= 0) return 'no-sessions';
      if (allowance.remainingSeconds <= 0) return 'no-minutes';
      const now = clock();
      return db.transaction().execute(async (trx) => {
        await addUsage(trx, userId, now, { sessions: 1 });
        await trx.updateTable('users').set({ directiveness }).where('id', '=', userId).execute();
        return trx
          .insertInto('chatSessions')
          .values({
            ...(sessionId ? { id: sessionId } : {}),
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
        .select(turnColumns)
        .where('sessionId', '=', sessionId)
        .where('seq', '>', afterSeq)
        .orderBy('seq')
        .execute();
      return rows.map(decryptTurn(sessionId));
    },

    /**
     * Stores a user message once: a clientId already stored in this session returns the first seq and
     * `duplicate: true`. One statement, one round trip (the chat bench's p99 depends on it): bumping last_seq locks
     * the session row, so seqs are handed out one at a time with no gaps. Also says the seconds left in the session,
     * so the ack's minutes message needs no second query.
     */
    async appendUserMessage(sessionId: string, clientId: string, text: string) {
      const ciphertext = cipher.encrypt(text, sessionId);
      const run = () =>
        sql<{ seq: number; createdAt: Date; duplicate: boolean } & SessionClock>`
          with existing as (
            select seq, created_at from chat_messages where session_id = ${sessionId} and client_id = ${clientId}
          ), bumped as (
            update chat_sessions set last_seq = last_seq + 1, last_activity_at = ${clock()}
            where id = ${sessionId} and not exists (select 1 from existing)
            returning last_seq, allowed_seconds, active_seconds, active_since
          ), inserted as (
            insert into chat_messages (session_id, seq, client_id, role, text_ciphertext)
            select ${sessionId}, last_seq, ${clientId}, 'user', ${ciphertext} from bumped
            returning seq, created_at
          )
          select inserted.seq, inserted.created_at, false as duplicate, allowed_seconds, active_seconds, active_since
            from inserted, bumped
          union all
          select existing.seq, existing.created_at, true, allowed_seconds, active_seconds, active_since
            from existing, chat_sessions where chat_sessions.id = ${sessionId}
        `.execute(db);
      let result;
      try {
        result = await run();
      } catch (error) {
        // The same clientId stored by a concurrent statement (two tabs resending at once): now it is a duplicate.
        if ((error as { code?: string }).code !== uniqueViolation) throw error;
        result = await run();
      }
      const row = result.rows[0];
      if (!row) return undefined;
      return {
        seq: row.seq,
        createdAt: row.createdAt,
        duplicate: row.duplicate,
        remainingSeconds: remainingSessionSeconds(row, clock()),
      };
    },

    /**
     * Stores Doro's reply with the next seq, in one statement, like appendUserMessage; a message already answered
     * keeps its first reply (two instances that both answered it during a hand-over store one), returned with
     * `duplicate: true` so the caller can send what was stored instead of what it made.
     */
    async appendReply(sessionId: string, replyTo: number, text: string) {
      const ciphertext = cipher.encrypt(text, sessionId);
      const result = await sql<{ seq: number; createdAt: Date; duplicate: boolean; textCiphertext: Buffer }>`
        with existing as (
          select seq, created_at, text_ciphertext from chat_messages
          where session_id = ${sessionId} and role = 'doro' and reply_to = ${replyTo}::integer
        ), bumped as (
          update chat_sessions set last_seq = last_seq + 1, last_activity_at = ${clock()}
          where id = ${sessionId} and not exists (select 1 from existing)
          returning last_seq
        ), inserted as (
          insert into chat_messages (session_id, seq, role, reply_to, text_ciphertext)
          select ${sessionId}, last_seq, 'doro', ${replyTo}::integer, ${ciphertext} from bumped
          returning seq, created_at, text_ciphertext
        )
        select seq, created_at, false as duplicate, text_ciphertext from inserted
        union all
        select seq, created_at, true, text_ciphertext from existing
      `.execute(db);
      const row = result.rows[0];
      if (!row) return undefined;
      return {
        seq: row.seq,
        createdAt: row.createdAt,
        duplicate: row.duplicate,
        text: row.duplicate ? cipher.decrypt(row.textCiphertext, sessionId) : text,
      };
    },

    /**
     * Keeps the crisis the safety layer saw in user message `seq` with it: level and categories, no words. A second
     * assessment of the same message (its reply retried after a drop) replaces the first.
     */
    async markCrisis(sessionId: string, seq: number, crisis: MessageCrisis): Promise<void> {
      await db
        .updateTable('chatMessages')
        .set({ crisisLevel: crisis.level, crisisCategories: crisis.categories })
        .where('sessionId', '=', sessionId)
        .where('seq', '=', seq)
        .where('role', '=', 'user')
        .execute();
    },

    deleteSession: (sessionId: string) => db.deleteFrom('chatSessions').where('id', '=', sessionId).execute(),

    decryptSummary: (session: ChatSessionRow) =>
      session.summaryCiphertext ? cipher.decrypt(session.summaryCiphertext, session.id) : null,

    /**
     * Sessions no instance may be looking after any more: active with no activity for longer than `activeBefore`
     * allows (the instance holding one pauses it when it falls silent), or processing since before
     * `processingBefore` (a summary takes seconds). The caller still claims each one before touching it.
     */
    async orphanCandidates(activeBefore: Date, processingBefore: Date) {
      return db
        .selectFrom('chatSessions')
        .select(['id', 'status'])
        .where((where) =>
          where.or([
            where.and([where('status', '=', 1), where('lastActivityAt', '<', activeBefore)]),
            where.and([where('status', '=', 6), where('endedAt', '<', processingBefore)]),
          ]),
        )
        .execute();
    },

    /**
     * An active session nobody looks after any more (its instance stopped or died) becomes paused, charged up to
     * its last activity: no instance was there to see more.
     */
    async pauseOrphan(sessionId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const session = await lockSession(trx, sessionId);
        if (!session || session.status !== 1) return;
        const since = session.activeSince;
        const seen = since ? Math.max(0, (session.lastActivityAt.getTime() - since.getTime()) / 1000) : 0;
        const delta = Math.max(0, Math.min(session.allowedSeconds - session.activeSeconds, Math.round(seen)));
        await addUsage(trx, session.userId, clock(), { seconds: delta });
        await trx
          .updateTable('chatSessions')
          .set({ status: 5, activeSince: null, activeSeconds: session.activeSeconds + delta })
          .where('id', '=', session.id)
          .execute();
      });
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
