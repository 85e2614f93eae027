import { contract } from '../../../src/contract/contract';
import { billingFor } from '../../billing/billing';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { ownTestCheckout, testModeCaller } from './test-mode';

/**
 * "Pays" a test-mode checkout: the same fulfilment a Stripe webhook runs, with the checkout's own event id, so
 * completing it again (a double click, a replay) credits nothing more.
 */
export const completeTestCheckout = (deps: RouteDeps) =>
  s.route(contract.checkout.completeTestCheckout, async ({ request, params }) => {
    const billing = billingFor(deps);
    const caller = await testModeCaller(deps, billing, request);
    if (!('user' in caller)) return caller;
    const row = await ownTestCheckout(billing, caller.user.id, params.checkoutSessionId);
    if (!('id' in row)) return row;
    const now = new Date();
    const outcome = await billing.store.fulfilPurchase(
      {
        eventId: `test-checkout:${row.id}`,
        eventType: 'test.checkout.completed',
        checkoutSessionId: row.id,
        userId: row.userId,
        planId: row.planId,
        mode: 'test',
      },
      now,
    );
    if (outcome === 'unknown-plan')
      return {
        status: 404,
        body: { message: 'That plan is no longer offered.' },
      };
    const subscription = await billing.store.currentSubscription(caller.user.id, now);
    if (!subscription)
      return {
        status: 404,
        body: { message: 'That checkout was not found.' },
      };
    return {
      status: 200,
      body: {
        subscription: await billing.store.subscriptionBody(subscription, now),
      },
    };
  });
