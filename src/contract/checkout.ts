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
  // An announced price change; the server refuses one with less than 10 days' notice (spec point 9).
  priceChange: z
    .object({ newPrice: Money, announcedAt: IsoDateTime, effectiveAt: IsoDateTime })
    .nullable(),
  // 'test' when no Stripe keys are set: the UI marks it as test mode everywhere.
  mode: z.enum(['stripe', 'test']),
});
export type Subscription = z.infer<typeof Subscription>;

export const RedirectTarget = z.object({ url: z.string().url() });

export const checkout = c.router({
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
});
