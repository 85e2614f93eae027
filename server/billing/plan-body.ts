import type { Plan } from '../../src/contract/checkout';
import type { PlanDefinition } from './plans';
import type { PlanPricing } from './price-change';

/** The contract's view of a plan, with the price in effect now and any announced change. */
export function planBody(plan: PlanDefinition, pricing: PlanPricing | undefined): Plan {
  const upcoming = pricing?.upcoming;
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: {
      amountCents: pricing?.amountCents ?? plan.amountCents,
      currency: plan.currency,
    },
    interval: plan.interval,
    minutesPerMonth: plan.secondsPerMonth / 60,
    sessionsPerMonth: plan.sessionsPerMonth,
    purchasable: plan.purchasable,
    priceChange: upcoming
      ? {
          newPrice: {
            amountCents: upcoming.amountCents,
            currency: upcoming.currency,
          },
          effectiveAt: upcoming.effectiveAt.toISOString(),
        }
      : null,
  };
}
