import { contract } from '../../../src/contract/contract';
import { billingFor } from '../../billing/billing';
import { periodEnd, purchasablePlan } from '../../billing/plans';
import type { SubscriptionChange } from '../../billing/billing-store';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { testModeCaller } from './test-mode';

const conflict = (message: string) => ({
  status: 409 as const,
  body: { message },
});

/** The local billing portal: cancel at the period's end, resume before it, or change plan (from now on). */
export const testPortal = (deps: RouteDeps) =>
  s.route(contract.checkout.testPortal, async ({ request, body }) => {
    const billing = billingFor(deps);
    const caller = await testModeCaller(deps, billing, request);
    if (!('user' in caller)) return caller;
    const now = new Date();
    const row = await billing.store.currentSubscription(caller.user.id, now);
    if (!row || row.status === 'canceled') {
      return {
        status: 404,
        body: {
          message: 'You have no paid plan to manage: choose one on the Plans page.',
        },
      };
    }
    let change: SubscriptionChange;
    if (body.action === 'cancel') {
      if (row.cancelAtPeriodEnd) return conflict('Your plan is already cancelled; it ends at the end of this period.');
      change = { cancelAtPeriodEnd: true };
    } else if (body.action === 'resume') {
      if (!row.cancelAtPeriodEnd) return conflict('Your plan is not cancelled, so there is nothing to resume.');
      change = { cancelAtPeriodEnd: false };
    } else {
      if (!body.tier)
        return {
          status: 400 as const,
          body: { message: 'Say which plan to change to (tier).' },
        };
      const plan = purchasablePlan(body.tier);
      if (!plan)
        return {
          status: 404 as const,
          body: { message: `There is no plan "${body.tier}" to change to.` },
        };
      if (plan.id === row.planId) return conflict(`You already have the ${plan.name} plan.`);
      change = {
        planId: plan.id,
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd(plan, now),
        cancelAtPeriodEnd: false,
      };
    }
    const updated = await billing.store.changeSubscription(caller.user.id, change, now);
    return {
      status: 200,
      body: {
        subscription: await billing.store.subscriptionBody(updated, now),
      },
    };
  });
