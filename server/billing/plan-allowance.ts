/**
 * What plans and promo codes add to a user's month, on top of the free allowance chat-store.ts counts. A paid plan
 * adds its monthly minutes and sessions to every month it is active in; a promo code adds its grant to the month
 * it was applied in.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { purchasablePlan } from './plans';
import { currentSubscription, isEntitled } from './subscriptions';

export interface ExtraAllowance {
  seconds: number;
  sessions: number;
}

/** `month` is chat-store's periodStart(now): the 'YYYY-MM-01' the usage is counted under. */
export async function planAllowance(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  month: string,
): Promise<ExtraAllowance> {
  const subscription = await currentSubscription(db, userId, now);
  const plan = subscription && isEntitled(subscription, now) ? purchasablePlan(subscription.planId) : undefined;
  const promo = await db
    .selectFrom('promoRedemptions')
    .select(({ fn }) => [
      fn.sum<string | null>('grantedSeconds').as('seconds'),
      fn.sum<string | null>('grantedSessions').as('sessions'),
    ])
    .where('userId', '=', userId)
    .where('periodStart', '=', month)
    .executeTakeFirst();
  return {
    seconds: (plan?.secondsPerMonth ?? 0) + Number(promo?.seconds ?? 0),
    sessions: (plan?.sessionsPerMonth ?? 0) + Number(promo?.sessions ?? 0),
  };
}
