import { contract } from '../../../src/contract/contract';
import { billingFor } from '../../billing/billing';
import { planBody } from '../../billing/plan-body';
import { planOf } from '../../billing/subscriptions';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { ownTestCheckout, testModeCaller } from './test-mode';

/** What the TEST MODE checkout page shows: the plan and price being "bought". */
export const testCheckout = (deps: RouteDeps) =>
  s.route(contract.checkout.testCheckout, async ({ request, params }) => {
    const billing = billingFor(deps);
    const caller = await testModeCaller(deps, billing, request);
    if (!('user' in caller)) return caller;
    const row = await ownTestCheckout(billing, caller.user.id, params.checkoutSessionId);
    if (!('id' in row)) return row;
    const plan = planOf(billing.plans, row.planId);
    if (!plan)
      return {
        status: 404,
        body: { message: 'That plan is no longer offered.' },
      };
    const pricing = await billing.store.pricing([plan], new Date());
    return {
      status: 200,
      body: {
        id: row.id,
        plan: planBody(plan, pricing.get(plan.id)),
        status: row.status,
        returnPath: row.returnPath,
      },
    };
  });
