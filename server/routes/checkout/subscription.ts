import { contract } from '../../../src/contract/contract';
import { billingFor } from '../../billing/billing';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { s } from '../ts-rest';

/** The user's paid plan, its status, renewal date and any announced price change; null on the free trial. */
export const subscription = (deps: RouteDeps) =>
  s.route(contract.checkout.subscription, async ({ request }) => {
    const billing = billingFor(deps);
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const now = new Date();
    const row = await billing.store.currentSubscription(caller.user.id, now);
    return {
      status: 200,
      body: {
        subscription: row ? await billing.store.subscriptionBody(row, now) : null,
      },
    };
  });
