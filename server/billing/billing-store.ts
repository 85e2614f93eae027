/**
 * Every read and write of the billing tables that the routes need, over one database handle: subscriptions,
 * checkouts, prices, Stripe events and promo codes. The routes call these and never hold the handle themselves.
 */
import type { Kysely } from 'kysely';
import type { Subscription } from '../../src/contract/checkout';
import type { CheckoutSessionRow, Database, PaymentMode, SubscriptionRow } from '../db/schema';
import type { PromoSeed } from './billing-config';
import { fulfilPurchase, type PlanPurchase } from './fulfilment';
import type { PlanDefinition } from './plans';
import { planPricing } from './price-change';
import { redeemPromoCode, savePromoCode } from './promo-codes';
import { handleStripeEvent } from './stripe-events';
import { currentSubscription, subscriptionBody } from './subscriptions';

export type { CheckoutSessionRow } from '../db/schema';

/** What may change on a subscription from the local test portal. */
export type SubscriptionChange = Partial<
  Pick<SubscriptionRow, 'cancelAtPeriodEnd' | 'planId' | 'currentPeriodStart' | 'currentPeriodEnd'>
>;

export function createBillingStore(db: Kysely<Database>, plans: PlanDefinition[]) {
  return {
    /** The user's subscription row as stored, whatever its state (undefined when they never paid). */
    async subscriptionOf(userId: string): Promise<SubscriptionRow | undefined> {
      return db.selectFrom('subscriptions').selectAll().where('userId', '=', userId).executeTakeFirst();
    },

    /** The subscription as of `now`: a test-mode one is renewed or ended first (subscriptions.ts). */
    currentSubscription: (userId: string, now: Date) => currentSubscription(db, userId, now),

    /** The contract's view of a subscription, with the price in effect and any announced change. */
    subscriptionBody: (row: SubscriptionRow, now: Date): Promise<Subscription> => subscriptionBody(db, row, plans, now),

    /** Each plan's price now and its next announced change. */
    pricing: (some: PlanDefinition[], now: Date) => planPricing(db, some, now),

    async changeSubscription(userId: string, change: SubscriptionChange, now: Date): Promise<SubscriptionRow> {
      return db
        .updateTable('subscriptions')
        .set({ ...change, updatedAt: now })
        .where('userId', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async openCheckout(checkout: {
      id: string;
      userId: string;
      planId: string;
      mode: PaymentMode;
      returnPath: string | null;
    }): Promise<void> {
      await db.insertInto('checkoutSessions').values(checkout).execute();
    },

    /** The user's own test-mode checkout; anyone else's is as absent as one that never existed. */
    async testCheckoutOf(userId: string, checkoutSessionId: string): Promise<CheckoutSessionRow | undefined> {
      return db
        .selectFrom('checkoutSessions')
        .selectAll()
        .where('id', '=', checkoutSessionId)
        .where('userId', '=', userId)
        .where('mode', '=', 'test')
        .executeTakeFirst();
    },

    /** Grants a paid plan, at most once per event id (fulfilment.ts). */
    fulfilPurchase: (purchase: PlanPurchase, now: Date) => fulfilPurchase(db, purchase, now),

    /** A verified Stripe event, applied at most once (stripe-events.ts). */
    handleStripeEvent: (payload: unknown) => handleStripeEvent(db, payload),

    savePromoCode: (promo: PromoSeed) => savePromoCode(db, promo),

    /** Redeems a code for the user in one transaction, or says why not (promo-codes.ts). */
    redeemPromoCode: (input: { userId: string; code: string; now: Date; month: string }) =>
      db.transaction().execute((trx) => redeemPromoCode(trx, input)),
  };
}

export type BillingStore = ReturnType<typeof createBillingStore>;
