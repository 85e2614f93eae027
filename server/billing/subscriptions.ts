/**
 * Reading a user's subscription, and what it entitles them to now. Stripe subscriptions follow Stripe's webhooks;
 * a local test-mode subscription renews itself at the end of each period unless it was cancelled, since there is
 * no payment to wait for.
 */
import type { Subscription } from '../../src/contract/checkout';
import { periodEnd, planCatalogue, purchasablePlan, type PlanDefinition } from './plans';
import { planPricing } from './price-change';
import type { DatabaseOrTransaction, SubscriptionRow } from '../db/schema';

// Stripe's renewal webhook can arrive a little after the period ends: the plan stays usable meanwhile.
const stripeGraceMs = 2 * 24 * 60 * 60 * 1000;

export async function currentSubscription(
  db: DatabaseOrTransaction,
  userId: string,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const row = await db.selectFrom('subscriptions').selectAll().where('userId', '=', userId).executeTakeFirst();
  if (!row || row.mode !== 'test' || row.status === 'canceled' || row.currentPeriodEnd > now) return row;
  if (row.cancelAtPeriodEnd) {
    return db
      .updateTable('subscriptions')
      .set({ status: 'canceled', updatedAt: now })
      .where('userId', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  let start = row.currentPeriodStart;
  let end = row.currentPeriodEnd;
  const plan = purchasablePlan(row.planId) ?? { interval: 'month' as const };
  while (end <= now) [start, end] = [end, periodEnd(plan, end)];
  return db
    .updateTable('subscriptions')
    .set({ currentPeriodStart: start, currentPeriodEnd: end, updatedAt: now })
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Whether the subscription gives its plan's allowance right now. */
export function isEntitled(row: SubscriptionRow, now: Date): boolean {
  if (row.status !== 'active' && row.status !== 'trialing') return false;
  const grace = row.mode === 'stripe' ? stripeGraceMs : 0;
  return now.getTime() < row.currentPeriodEnd.getTime() + grace;
}

export function planOf(plans: PlanDefinition[], planId: string): PlanDefinition | undefined {
  return plans.find((plan) => plan.id === planId);
}

/** The contract's view of a subscription row, with the price in effect and any announced change. */
export async function subscriptionBody(
  db: DatabaseOrTransaction,
  row: SubscriptionRow,
  plans: PlanDefinition[],
  now: Date,
): Promise<Subscription> {
  const plan = planOf(plans, row.planId) ?? planCatalogue({ freeSecondsPerMonth: 0, freeSessionsPerMonth: 0 })[0]!;
  const pricing = (await planPricing(db, [plan], now)).get(plan.id);
  const upcoming = pricing?.upcoming;
  return {
    plan: {
      id: plan.id,
      name: plan.name,
      price: {
        amountCents: pricing?.amountCents ?? plan.amountCents,
        currency: plan.currency,
      },
      interval: plan.interval,
    },
    status: row.status,
    renewsAt: row.status === 'canceled' ? null : row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    priceChange: upcoming
      ? {
          newPrice: {
            amountCents: upcoming.amountCents,
            currency: upcoming.currency,
          },
          announcedAt: upcoming.announcedAt.toISOString(),
          effectiveAt: upcoming.effectiveAt.toISOString(),
        }
      : null,
    mode: row.mode,
  };
}
