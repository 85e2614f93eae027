/**
 * Turns a verified Stripe event into what Doro does with it. Only the fields Doro reads are checked; everything
 * else in Stripe's objects is ignored, so new Stripe API versions do not break the webhook.
 */
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { applySubscriptionChange, fulfilPurchase, type FulfilmentOutcome } from './fulfilment';
import type { Database, SubscriptionStatus } from '../db/schema';

const StripeEvent = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const CompletedCheckout = z.object({
  id: z.string(),
  customer: z.string().nullish(),
  subscription: z.string().nullish(),
  payment_status: z.string().nullish(),
});

const unixDate = z
  .number()
  .int()
  .transform((seconds) => new Date(seconds * 1000));

const StripeSubscription = z.object({
  id: z.string(),
  status: z.string(),
  cancel_at_period_end: z.boolean().default(false),
  // Older API versions put the period on the subscription, newer ones on each item.
  current_period_start: unixDate.nullish(),
  current_period_end: unixDate.nullish(),
  items: z
    .object({
      data: z.array(
        z.object({
          current_period_start: unixDate.nullish(),
          current_period_end: unixDate.nullish(),
        }),
      ),
    })
    .nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const statusFromStripe: Record<string, SubscriptionStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  canceled: 'canceled',
  paused: 'canceled',
};

export type WebhookOutcome = FulfilmentOutcome | 'ignored' | 'unknown-checkout' | 'malformed';

export async function handleStripeEvent(db: Kysely<Database>, payload: unknown): Promise<WebhookOutcome> {
  const event = StripeEvent.safeParse(payload);
  if (!event.success) return 'malformed';
  const { id, type, data } = event.data;

  if (type === 'checkout.session.completed' || type === 'checkout.session.async_payment_succeeded') {
    const session = CompletedCheckout.safeParse(data.object);
    if (!session.success) return 'malformed';
    // A delayed payment method completes the session unpaid; async_payment_succeeded follows when it clears.
    if (session.data.payment_status === 'unpaid') return 'ignored';
    // Who bought what comes from our own record of the checkout we opened, never from the event's metadata alone.
    const started = await db
      .selectFrom('checkoutSessions')
      .selectAll()
      .where('id', '=', session.data.id)
      .where('mode', '=', 'stripe')
      .executeTakeFirst();
    if (!started) return 'unknown-checkout';
    return fulfilPurchase(db, {
      eventId: id,
      eventType: type,
      checkoutSessionId: started.id,
      userId: started.userId,
      planId: started.planId,
      mode: 'stripe',
      stripeCustomerId: session.data.customer ?? null,
      stripeSubscriptionId: session.data.subscription ?? null,
    });
  }

  if (type === 'customer.subscription.updated' || type === 'customer.subscription.deleted') {
    const subscription = StripeSubscription.safeParse(data.object);
    if (!subscription.success) return 'malformed';
    const item = subscription.data.items?.data[0];
    return applySubscriptionChange(db, {
      eventId: id,
      eventType: type,
      stripeSubscriptionId: subscription.data.id,
      status:
        type === 'customer.subscription.deleted'
          ? 'canceled'
          : (statusFromStripe[subscription.data.status] ?? 'incomplete'),
      cancelAtPeriodEnd: subscription.data.cancel_at_period_end,
      currentPeriodStart: subscription.data.current_period_start ?? item?.current_period_start ?? null,
      currentPeriodEnd: subscription.data.current_period_end ?? item?.current_period_end ?? null,
      planId: subscription.data.metadata?.plan_id ?? null,
    });
  }
  return 'ignored';
}
