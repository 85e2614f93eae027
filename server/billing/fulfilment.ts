/**
 * The one fulfilment path: a paid checkout (Stripe's checkout.session.completed, or the local test-mode page)
 * becomes an active subscription. Each event is applied at most once: its id goes into billing_events in the same
 * transaction, so a replayed or concurrently redelivered event finds the row and changes nothing.
 */
import { sql } from 'kysely';
import { periodEnd, purchasablePlan } from './plans';
import type { Database, DatabaseOrTransaction, PaymentMode, SubscriptionStatus } from '../db/schema';
import type { Kysely, Transaction } from 'kysely';

export interface PlanPurchase {
  eventId: string;
  eventType: string;
  checkoutSessionId: string;
  userId: string;
  planId: string;
  mode: PaymentMode;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
}

export type FulfilmentOutcome = 'applied' | 'duplicate' | 'unknown-user' | 'unknown-plan';

/** Records the event once; false when it was already there (a replay). */
async function firstDelivery(trx: Transaction<Database>, eventId: string, type: string, userId: string | null) {
  const inserted = await trx
    .insertInto('billingEvents')
    .values({ eventId, type, userId })
    .onConflict((conflict) => conflict.column('eventId').doNothing())
    .returning('eventId')
    .executeTakeFirst();
  return inserted !== undefined;
}

async function userExists(trx: DatabaseOrTransaction, userId: string): Promise<boolean> {
  const row = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function fulfilPurchase(
  db: Kysely<Database>,
  purchase: PlanPurchase,
  now: Date = new Date(),
): Promise<FulfilmentOutcome> {
  const plan = purchasablePlan(purchase.planId);
  return db.transaction().execute(async (trx) => {
    // An account deleted between paying and the webhook keeps no row: the event is remembered without its user.
    const known = await userExists(trx, purchase.userId);
    if (!(await firstDelivery(trx, purchase.eventId, purchase.eventType, known ? purchase.userId : null))) {
      return 'duplicate';
    }
    if (!known) return 'unknown-user';
    if (!plan) return 'unknown-plan';
    const values = {
      planId: plan.id,
      status: 'active' as const,
      mode: purchase.mode,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd(plan, now),
      cancelAtPeriodEnd: false,
      stripeCustomerId: purchase.stripeCustomerId ?? null,
      stripeSubscriptionId: purchase.stripeSubscriptionId ?? null,
    };
    await trx
      .insertInto('subscriptions')
      .values({ userId: purchase.userId, ...values })
      .onConflict((conflict) =>
        conflict.column('userId').doUpdateSet({
          ...values,
          // A second purchase through a new customer keeps the first customer id if Stripe sent none.
          stripeCustomerId: sql`coalesce(excluded.stripe_customer_id, subscriptions.stripe_customer_id)`,
          updatedAt: now,
        }),
      )
      .execute();
    await trx
      .updateTable('checkoutSessions')
      .set({ status: 'complete', completedAt: now })
      .where('id', '=', purchase.checkoutSessionId)
      .execute();
    return 'applied';
  });
}

export interface StripeSubscriptionChange {
  eventId: string;
  eventType: string;
  stripeSubscriptionId: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  planId: string | null;
}

/** Renewals, cancellations and plan changes Stripe reports for a subscription it already told us about. */
export async function applySubscriptionChange(
  db: Kysely<Database>,
  change: StripeSubscriptionChange,
  now: Date = new Date(),
): Promise<FulfilmentOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('subscriptions')
      .select('userId')
      .where('stripeSubscriptionId', '=', change.stripeSubscriptionId)
      .executeTakeFirst();
    if (!(await firstDelivery(trx, change.eventId, change.eventType, row?.userId ?? null))) return 'duplicate';
    if (!row) return 'unknown-user';
    const plan = change.planId ? purchasablePlan(change.planId) : undefined;
    await trx
      .updateTable('subscriptions')
      .set({
        status: change.status,
        cancelAtPeriodEnd: change.cancelAtPeriodEnd,
        ...(change.currentPeriodStart ? { currentPeriodStart: change.currentPeriodStart } : {}),
        ...(change.currentPeriodEnd ? { currentPeriodEnd: change.currentPeriodEnd } : {}),
        ...(plan ? { planId: plan.id } : {}),
        updatedAt: now,
      })
      .where('userId', '=', row.userId)
      .execute();
    return 'applied';
  });
}
