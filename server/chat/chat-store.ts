/**
 * Chat sessions in PostgreSQL: their lifecycle, their minutes and the month's usage. What was said in them is in
 * chat-message-store.ts and the minutes' arithmetic in session-clock.ts; `createChatStore` joins the two stores
 * into the one the chat service and the routes use. A summary goes through the data cipher like every message.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Directiveness } from '../../src/contract/chat-socket';
import { SESSION_STATUS } from '../../src/contract/sessions';
import type { ChatConfig } from '../config';
import type { ChatSessionRow, ChatSessionStatusCode, Database } from '../db/schema';
import { planAllowance } from '../billing/plan-allowance';
import { createChatMessageStore } from './chat-message-store';
import { rowBinding, type DataCipher } from './crypto';
import { periodStart, usedSeconds } from './session-clock';

export { type StoredTurn } from './chat-message-store';
export { periodStart, remainingSessionMs, remainingSessionSeconds, usedSeconds } from './session-clock';

export interface Allowance {
  remainingSeconds: number;
  remainingSessions: number;
}

export type StartRefusal = 'no-minutes' | 'no-sessions';

type Db = Kysely<Database> | Transaction<Database>;

const summaryBinding = (sessionId: string) => rowBinding('chat_sessions', sessionId, 'summary_ciphertext');

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
    ...createChatMessageStore(db, cipher, clock),

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

    /** When the person last used the chat: the latest activity or end of any session of theirs; null before any. */
    async lastUse(userId: string): Promise<Date | null> {
      const row = await db
        .selectFrom('chatSessions')
        .select(sql<Date | null>`max(greatest(last_activity_at, ended_at))`.as('last'))
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row?.last ?? null;
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
            status: SESSION_STATUS.active,
            directiveness,
            allowedSeconds: Math.min(config.sessionSeconds, allowance.remainingSeconds),
            activeSince: now,
            lastActivityAt: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    /** Active again and charged from now; only a paused or active session can be. */
    activate: (sessionId: string) => {
      const now = clock();
      return db
        .updateTable('chatSessions')
        .set({
          status: SESSION_STATUS.active,
          activeSince: sql<Date>`coalesce(active_since, ${now})`,
          lastActivityAt: now,
        })
        .where('id', '=', sessionId)
        .where('status', 'in', [SESSION_STATUS.active, SESSION_STATUS.paused])
        .returningAll()
        .executeTakeFirst();
    },

    pause: (sessionId: string) => chargeAndSet(sessionId, SESSION_STATUS.paused),
    markProcessing: (sessionId: string) => chargeAndSet(sessionId, SESSION_STATUS.processing, { endedAt: clock() }),

    finish: (sessionId: string, summary: string) =>
      db
        .updateTable('chatSessions')
        .set({ status: SESSION_STATUS.finished, summaryCiphertext: cipher.encrypt(summary, summaryBinding(sessionId)) })
        .where('id', '=', sessionId)
        .returningAll()
        .executeTakeFirst(),

    deleteSession: (sessionId: string) => db.deleteFrom('chatSessions').where('id', '=', sessionId).execute(),

    decryptSummary: (session: ChatSessionRow) =>
      session.summaryCiphertext ? cipher.decrypt(session.summaryCiphertext, summaryBinding(session.id)) : null,

    /**
     * Sessions no instance may be looking after any more: active with no activity for longer than `activeBefore`
     * allows (the instance holding one pauses it when it falls silent), or processing since before
     * `processingBefore` (a summary takes seconds). The caller still claims each one before touching it.
     */
    async orphanCandidates(activeBefore: Date, processingBefore: Date) {
      return db
        .selectFrom('chatSessions')
        .select(['id', 'status', 'userId'])
        .where((where) =>
          where.or([
            where.and([where('status', '=', SESSION_STATUS.active), where('lastActivityAt', '<', activeBefore)]),
            where.and([where('status', '=', SESSION_STATUS.processing), where('endedAt', '<', processingBefore)]),
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
        if (!session || session.status !== SESSION_STATUS.active) return;
        const since = session.activeSince;
        const seen = since ? Math.max(0, (session.lastActivityAt.getTime() - since.getTime()) / 1000) : 0;
        const delta = Math.max(0, Math.min(session.allowedSeconds - session.activeSeconds, Math.round(seen)));
        await addUsage(trx, session.userId, clock(), { seconds: delta });
        await trx
          .updateTable('chatSessions')
          .set({ status: SESSION_STATUS.paused, activeSince: null, activeSeconds: session.activeSeconds + delta })
          .where('id', '=', session.id)
          .execute();
      });
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
