import { randomUUID } from 'node:crypto';
import { contract } from '../../../src/contract/contract';
import { billingFor } from '../../billing/billing';
import { purchasablePlan } from '../../billing/plans';
import { createStripeCheckoutSession, StripeApiError } from '../../billing/stripe-api';
import { isEntitled } from '../../billing/subscriptions';
import { publicLink } from '../../http/public-url';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { s } from '../ts-rest';

/**
 * Answers where to pay for a plan: a Stripe Checkout page, or (no STRIPE_SECRET_KEY) the local TEST MODE page.
 * Nothing is granted here: only fulfilment (the webhook, or the test page's completion) grants a plan.
 */
export const createSession = (deps: RouteDeps) =>
  s.route(contract.checkout.createSession, async ({ request, params, body }) => {
    const billing = billingFor(deps);
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const plan = purchasablePlan(params.tier);
    if (!plan) {
      return {
        status: 404,
        body: {
          message: `There is no plan "${params.tier}" to buy. See the Plans page.`,
        },
      };
    }
    const now = new Date();
    const current = await billing.store.currentSubscription(caller.user.id, now);
    if (current && isEntitled(current, now)) {
      const message =
        current.planId === plan.id
          ? `You already have the ${plan.name} plan.`
          : 'You already have a paid plan: change it from the billing portal instead.';
      return { status: 409, body: { message } };
    }
    const amountCents = (await billing.store.pricing([plan], now)).get(plan.id)?.amountCents ?? plan.amountCents;
    const returnPath = body.returnPath ?? null;

    if (!billing.config.stripe) {
      if (!billing.config.testModeAllowed) {
        return {
          status: 501,
          body: { message: 'Payments are not set up on this server yet.' },
        };
      }
      const id = randomUUID();
      await billing.store.openCheckout({ id, userId: caller.user.id, planId: plan.id, mode: 'test', returnPath });
      return {
        status: 201,
        body: {
          url: publicLink(deps.config, request, `/plans/test-checkout/${id}`),
          checkoutSessionId: id,
          mode: 'test' as const,
        },
      };
    }

    if (plan.interval === 'once') throw new Error(`Plan ${plan.id} is not a subscription`);
    try {
      const session = await createStripeCheckoutSession(billing.config.stripe, {
        userId: caller.user.id,
        planId: plan.id,
        planName: plan.name,
        amountCents,
        interval: plan.interval,
        successUrl: publicLink(deps.config, request, returnPath ?? '/plans?checkout=done'),
        cancelUrl: publicLink(deps.config, request, '/plans?checkout=cancelled'),
        customerId: current?.stripeCustomerId ?? null,
        email: caller.user.email,
        idempotencyKey: randomUUID(),
      });
      await billing.store.openCheckout({
        id: session.id,
        userId: caller.user.id,
        planId: plan.id,
        mode: 'stripe',
        returnPath,
      });
      return {
        status: 201,
        body: {
          url: session.url,
          checkoutSessionId: session.id,
          mode: 'stripe' as const,
        },
      };
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      request.log.error({ status: error.status, err: error.message }, 'Stripe refused a checkout session');
      // The contract has no 502: 501 tells the client that paying is not possible right now, with words to show.
      return {
        status: 501,
        body: {
          message: 'Paying is unavailable right now: the payment service did not answer. Please try later.',
        },
      };
    }
  });
