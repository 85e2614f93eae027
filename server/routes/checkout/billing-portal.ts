import { contract } from '../../../src/contract/contract';
import { billingFor } from '../../billing/billing';
import { createStripePortalSession, StripeApiError } from '../../billing/stripe-api';
import { publicLink } from '../../http/public-url';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { s } from '../ts-rest';

const neverPaid = {
  status: 404 as const,
  body: { message: 'You have no paid plan yet: choose one on the Plans page.' },
};

/** Stripe's customer portal, or the local TEST MODE portal page; both cancel, resume and change the plan. */
export const billingPortal = (deps: RouteDeps) =>
  s.route(contract.checkout.billingPortal, async ({ request, body }) => {
    const billing = billingFor(deps);
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const row = await billing.store.subscriptionOf(caller.user.id);
    if (!row) return neverPaid;
    const returnUrl = publicLink(deps.config, request, body.returnPath ?? '/plans');
    if (!billing.config.stripe)
      return {
        status: 200,
        body: { url: publicLink(deps.config, request, '/plans/test-portal') },
      };
    if (!row.stripeCustomerId) return neverPaid;
    try {
      const portal = await createStripePortalSession(billing.config.stripe, row.stripeCustomerId, returnUrl);
      return { status: 200, body: { url: portal.url } };
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      request.log.error({ status: error.status, err: error.message }, 'Stripe refused a portal session');
      return {
        status: 501,
        body: {
          message: 'The billing portal is unavailable right now. Please try again later.',
        },
      };
    }
  });
