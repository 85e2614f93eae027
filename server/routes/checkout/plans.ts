import { contract } from '../../../src/contract/contract';
import { billingFor } from '../../billing/billing';
import { planBody } from '../../billing/plan-body';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';

/** Every plan with the price in effect now and any announced change; public. */
export const plans = (deps: RouteDeps) =>
  s.route(contract.checkout.plans, async () => {
    const billing = billingFor(deps);
    const pricing = await billing.store.pricing(billing.plans, new Date());
    return {
      status: 200,
      body: {
        plans: billing.plans.map((plan) => planBody(plan, pricing.get(plan.id))),
        mode: billing.mode,
      },
    };
  });
