import { queryOptions } from '@tanstack/react-query';
import type { TestPortalAction } from '../../contract/checkout';
import { unwrap } from '../api-errors';
import { readPlans } from '../public-read';

// The API client (with the contract's schemas) is fetched by the first call that needs it: a visitor's /plans reads
// the plans without it.
const client = () => import('../api-client').then((module) => module.apiClient);

/** The active subscription or null, key `activeSubscription`. */
export const activeSubscriptionQuery = () =>
  queryOptions({
    queryKey: ['activeSubscription'] as const,
    queryFn: async ({ signal }) =>
      (await unwrap((await client()).checkout.subscription({ fetchOptions: { signal } }))).subscription,
  });

/** The plans with their prices in effect and whether paying is real or test mode; public. */
export const plansQuery = () =>
  queryOptions({
    queryKey: ['plans'] as const,
    queryFn: ({ signal }) => readPlans(signal),
  });

/** One TEST MODE checkout: the plan it buys and whether it is paid. */
export const testCheckoutQuery = (checkoutSessionId: string) =>
  queryOptions({
    queryKey: ['testCheckout', checkoutSessionId] as const,
    queryFn: async ({ signal }) =>
      unwrap((await client()).checkout.testCheckout({ params: { checkoutSessionId }, fetchOptions: { signal } })),
  });

/** Where to manage the plan: Stripe's portal, or the local TEST MODE portal. */
export async function billingPortalUrl(returnPath?: string): Promise<string> {
  return (await unwrap((await client()).checkout.billingPortal({ body: returnPath ? { returnPath } : {} }))).url;
}

export async function testPortalAction(action: TestPortalAction, tier?: string) {
  return (await unwrap((await client()).checkout.testPortal({ body: tier ? { action, tier } : { action } })))
    .subscription;
}

export async function applyPromoCode(code: string) {
  return unwrap((await client()).promoCode.apply({ body: { code } }));
}

/** Every query whose answer a purchase, a promo code or a plan change alters. */
export const allowanceQueryKeys = [['activeSubscription'], ['remainingMinutes'], ['remainingSessions']] as const;
