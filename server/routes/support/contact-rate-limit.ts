/**
 * The support form's rate limit, kept in PostgreSQL so that every server instance counts the same hits: at most
 * `maxMessages` per subject (a hashed client address or account) in a sliding window of `windowSeconds`.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export const contactRateLimit = { maxMessages: 5, windowSeconds: 10 * 60 } as const;

export type ContactSlot = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const window = sql<string>`make_interval(secs => ${contactRateLimit.windowSeconds})`;

/**
 * Inside the caller's transaction: takes a slot for every subject at once, or for none. Each subject is locked
 * first (a transaction-scoped advisory lock), so concurrent requests from one client queue up and cannot all see
 * "4 so far"; the hits recorded here commit or roll back with the message itself.
 */
export async function takeContactSlot(trx: Transaction<Database>, subjectHashes: string[]): Promise<ContactSlot> {
  const subjects = [...new Set(subjectHashes)].toSorted(); // One order for everyone: no deadlock between two locks.
  for (const subject of subjects) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`support-contact:${subject}`}, 0))`.execute(trx);
  }

  const recent = await trx
    .selectFrom('supportContactHits')
    .select(({ fn }) => [
      fn.countAll<string>().as('hits'),
      // Seconds until the oldest hit in the window leaves it, which frees one slot.
      sql<string>`ceil(extract(epoch from min(created_at) + ${window} - now()))`.as('secondsToFree'),
    ])
    .where('subjectHash', 'in', subjects)
    .where('createdAt', '>', sql<Date>`now() - ${window}`)
    .groupBy('subjectHash')
    .execute();
  const full = recent.filter((row) => Number(row.hits) >= contactRateLimit.maxMessages);
  if (full.length > 0) {
    const retryAfterSeconds = Math.max(1, ...full.map((row) => Number(row.secondsToFree)));
    return { allowed: false, retryAfterSeconds };
  }

  await trx
    .insertInto('supportContactHits')
    .values(subjects.map((subjectHash) => ({ subjectHash })))
    .execute();
  // Hits older than the window count for nothing: forget them, so no address hash outlives its use by long.
  await trx
    .deleteFrom('supportContactHits')
    .where('createdAt', '<', sql<Date>`now() - ${window}`)
    .execute();
  return { allowed: true };
}
