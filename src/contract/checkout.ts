import { z } from 'zod';
import { c, errors, IsoDateTime, ReturnPath } from './common';

// Plan ids come from the server's plan configuration (issue 7), e.g. 'monthly', 'yearly'.
export const PlanTier = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be a plan id such as monthly');

export const Money = z.object({
  // Integer cents avoid floating-point money.
  amountCents: z.number().int().min(0),
  currency: z.string().length(3),
});

export const Subscription = z.object({
  plan: z.object({ id: z.string(), name: z.string(), price: Money, interval: z.enum(['month', 'year', 'once']) }),
  status: z.enum(['trialing', 'active', 'past_due', 'canceled', 'incomplete']),
  renewsAt: IsoDateTime.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  // An announced price change; the server refuses one with less than 10 days' notice.
  priceChange: z.object({ newPrice: Money, announcedAt: IsoDateTime, effectiveAt: IsoDateTime }).nullable(),
  // 'test' when no Stripe keys are set: the UI marks it as test mode everywhere.
  mode: z.enum(['stripe', 'test']),
});
export type Subscription = z.infer<typeof Subscription>;

export const RedirectTarget = z.object({ url: z.string().url() });

export const PaymentMode = z.enum(['stripe', 'test']);

// One plan of the server's plan configuration (server/billing/plans.ts). The free trial is every account's
// starting point and cannot be bought.
export const Plan = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: Money,
  interval: z.enum(['month', 'year', 'once']),
  minutesPerMonth: z.number().min(0),
  sessionsPerMonth: z.number().int().min(0),
  purchasable: z.boolean(),
  // The next announced price change, shown ahead of time (at least 10 days' notice).
  priceChange: z.object({ newPrice: Money, effectiveAt: IsoDateTime }).nullable(),
});
export type Plan = z.infer<typeof Plan>;

// A local test-mode checkout: what the TEST MODE page shows before it fulfils.
export const TestCheckout = z.object({
  id: z.string(),
  plan: Plan,
  status: z.enum(['open', 'complete']),
  returnPath: z.string().nullable(),
});
export type TestCheckout = z.infer<typeof TestCheckout>;

export const TestPortalAction = z.enum(['cancel', 'resume', 'change']);
export type TestPortalAction = z.infer<typeof TestPortalAction>;

export const checkout = c.router({
  // Public: anyone may see what plans cost. `mode` says whether paying is real (Stripe) or local test mode.
  plans: {
    method: 'GET',
    path: '/plans',
    responses: { 200: z.object({ plans: z.array(Plan), mode: PaymentMode }) },
    summary: 'The plans and their prices',
  },
  // Spec: "body not shown". Designed: body { returnPath } (where to land after paying, a path inside Doro);
  // answers where to pay: a Stripe Checkout URL, or the local test-mode checkout page.
  // 404: unknown tier; 409: already subscribed to that tier.
  createSession: {
    method: 'POST',
    path: '/checkout/create-session/:tier',
    pathParams: z.object({ tier: PlanTier }),
    body: z.object({ returnPath: ReturnPath.optional() }).strict(),
    responses: {
      201: RedirectTarget.extend({ checkoutSessionId: z.string(), mode: z.enum(['stripe', 'test']) }),
      ...errors(400, 401, 404, 409, 429, 501),
    },
    summary: 'Start paying for a plan',
  },
  // Spec: "method not shown". Designed as POST (it creates a portal session) with an optional return path;
  // answers the portal URL (Stripe's, or the local equivalent). 404: the user has never paid.
  billingPortal: {
    method: 'POST',
    path: '/checkout/billing-portal',
    body: z.object({ returnPath: ReturnPath.optional() }).strict(),
    responses: { 200: RedirectTarget, ...errors(400, 401, 404, 501) },
    summary: 'Open the billing portal (cancel, resume, change plan)',
  },
  subscription: {
    method: 'GET',
    path: '/users/me/subscription',
    // No subscription is a normal state: { subscription: null }.
    responses: { 200: z.object({ subscription: Subscription.nullable() }), ...errors(401, 404, 501) },
    summary: 'The active subscription',
  },
  // Stripe's webhook: no user token, the Stripe-Signature header proves the sender. The body is read raw for the
  // signature, so it is not described here. 400: bad signature or payload; 404: Stripe is not configured.
  webhook: {
    method: 'POST',
    path: '/checkout/webhook',
    body: z.unknown(),
    responses: { 200: z.object({ received: z.literal(true) }), ...errors(400, 404) },
    summary: 'Stripe events (payments, renewals, cancellations)',
  },
  // The local test-mode checkout (no STRIPE_SECRET_KEY): the page reads what is being bought, then completes it
  // through the same fulfilment as a Stripe payment. 404 in Stripe mode and for anyone else's checkout.
  testCheckout: {
    method: 'GET',
    path: '/checkout/test-sessions/:checkoutSessionId',
    pathParams: z.object({ checkoutSessionId: z.string().uuid() }),
    responses: { 200: TestCheckout, ...errors(400, 401, 404) },
    summary: 'A test-mode checkout',
  },
  completeTestCheckout: {
    method: 'POST',
    path: '/checkout/test-sessions/:checkoutSessionId/complete',
    pathParams: z.object({ checkoutSessionId: z.string().uuid() }),
    body: z.object({}).strict(),
    // Completing twice is harmless: the second time nothing is credited again.
    responses: { 200: z.object({ subscription: Subscription }), ...errors(400, 401, 404) },
    summary: 'Pay a test-mode checkout (no money moves)',
  },
  // The local billing portal: cancel at the end of the period, resume, or change plan. 404 in Stripe mode (Stripe's
  // own portal does this) or without a subscription; 409 when the action does not apply (resume what is not
  // cancelled, change to the current plan).
  testPortal: {
    method: 'POST',
    path: '/checkout/test-portal',
    body: z.object({ action: TestPortalAction, tier: PlanTier.optional() }).strict(),
    responses: { 200: z.object({ subscription: Subscription }), ...errors(400, 401, 404, 409) },
    summary: 'Manage a test-mode subscription',
  },
});
