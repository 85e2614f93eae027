/**
 * Share links to a session's summary (migration 003's session_shares). Only the token's hash is stored; a link opens
 * its session's summary while it is neither revoked nor expired and the session has ended.
 */
import type { Kysely, Selectable } from 'kysely';
import { SESSION_STATUS } from '../../src/contract/sessions';
import type { ChatSessionRow, Database, SessionSharesTable } from '../db/schema';

export type SessionShareRow = Selectable<SessionSharesTable>;

export function createSessionShareStore(db: Kysely<Database>) {
  return {
    /** How many of the session's links still open something at `now`. */
    async liveCount(sessionId: string, now: Date): Promise<number> {
      const row = await db
        .selectFrom('sessionShares')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('sessionId', '=', sessionId)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    create: (link: { sessionId: string; tokenHash: Buffer; expiresAt: Date }): Promise<SessionShareRow> =>
      db.insertInto('sessionShares').values(link).returningAll().executeTakeFirstOrThrow(),

    /** Revokes every live link of the session. */
    async revokeAll(sessionId: string): Promise<void> {
      await db
        .updateTable('sessionShares')
        .set({ revokedAt: new Date() })
        .where('sessionId', '=', sessionId)
        .where('revokedAt', 'is', null)
        .execute();
    },

    /** Every link of the session, live or not, without its hash (for the person's data export). */
    listOf: (sessionId: string) =>
      db
        .selectFrom('sessionShares')
        .select(['id', 'createdAt', 'expiresAt', 'revokedAt'])
        .where('sessionId', '=', sessionId)
        .execute(),

    /**
     * The ended session a live link opens, with the link's id and expiry; undefined for a revoked or expired link
     * or a session that is not ended.
     */
    async sharedSession(
      tokenHash: Buffer,
      now: Date,
    ): Promise<{ session: ChatSessionRow; shareId: string; shareExpiresAt: Date } | undefined> {
      const row = await db
        .selectFrom('sessionShares')
        .innerJoin('chatSessions', 'chatSessions.id', 'sessionShares.sessionId')
        .selectAll('chatSessions')
        .select(['sessionShares.expiresAt as shareExpiresAt', 'sessionShares.id as shareId'])
        .where('sessionShares.tokenHash', '=', tokenHash)
        .where('sessionShares.revokedAt', 'is', null)
        .where('sessionShares.expiresAt', '>', now)
        .where('chatSessions.status', '=', SESSION_STATUS.finished)
        .executeTakeFirst();
      if (!row) return undefined;
      const { shareExpiresAt, shareId, ...session } = row;
      return { session, shareId, shareExpiresAt };
    },
  };
}

export type SessionShareStore = ReturnType<typeof createSessionShareStore>;
