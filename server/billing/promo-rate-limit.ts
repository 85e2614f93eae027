/**
 * Promo codes must not be guessable: at most 10 failed attempts per subject (a keyed hash of the client address,
 * and of the account) in a sliding minute; the 11th attempt is refused before the code is even looked at. Kept in
 * PostgreSQL so every server instance counts the same failures.
 */
import { sql } from 'kysely';
import type { BillingDb } from './schema';

export const promoGuessLimit = { maxFailures: 10, windowSeconds: 60 } as const;

export const PROMO_RATE_LIMIT_MESSAGE = 'Too many promo code attempts. Please wait a minute before trying again.';

const window = sql<string>`make_interval(secs => ${promoGuessLimit.windowSeconds})`;

/** Locks the subjects for the rest of the transaction, so concurrent guesses queue instead of racing the count. */
export async function lockSubjects(trx: BillingDb, subjects: string[]): Promise<string[]> {
  const sorted = [...new Set(subjects)].toSorted(); // One order for everyone: no deadlock between two locks.
  for (const subject of sorted) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`promo-code:${subject}`}, 0))`.execute(trx);
  }
  return sorted;
}

/** Seconds until a slot frees, or null when none of the subjects has used up its failures. */
export async function blockedFor(trx: BillingDb, subjects: string[]): Promise<number | null> {
  const recent = await trx
    .selectFrom('promoAttemptFailures')
    .select(({ fn }) => [
      fn.countAll<string>().as('failures'),
      sql<string>`ceil(extract(epoch from min(created_at) + ${window} - now()))`.as('secondsToFree'),
    ])
    .where('subjectHash', 'in', subjects)
    .where('createdAt', '>', sql<Date>`now() - ${window}`)
    .groupBy('subjectHash')
    .execute();
  const full = recent.filter((row) => Number(row.failures) >= promoGuessLimit.maxFailures);
  return full.length === 0 ? null : Math.max(1, ...full.map((row) => Number(row.secondsToFree)));
}

export async function recordFailure(trx: BillingDb, subjects: string[]): Promise<void> {
  await trx
    .insertInto('promoAttemptFailures')
    .values(subjects.map((subjectHash) => ({ subjectHash })))
    .execute();
  // Failures older than the window count for nothing: no address hash outlives its use by long.
  await trx
    .deleteFrom('promoAttemptFailures')
    .where('createdAt', '<', sql<Date>`now() - ${window}`)
    .execute();
}
