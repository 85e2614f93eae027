import type { FastifyRequest } from 'fastify';
import type { Billing } from '../../billing/billing';
import type { CheckoutSessionRow } from '../../billing/billing-store';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import type { UserRow } from '../../users/user-store';

type Refusal = { status: 404; body: { message: string } };

export const testModeOff: Refusal = {
  status: 404,
  body: {
    message: 'Test-mode checkout is off: this server takes payments through Stripe.',
  },
};

/** The caller's profile when the local test mode is on; the 404 to answer otherwise. */
export async function testModeCaller(
  deps: RouteDeps,
  billing: Billing,
  request: FastifyRequest,
): Promise<{ user: UserRow } | Refusal> {
  if (billing.config.stripe || !billing.config.testModeAllowed) return testModeOff;
  return callerProfile(deps, request);
}

/** The caller's own test-mode checkout; anyone else's is as absent as one that never existed. */
export async function ownTestCheckout(
  billing: Billing,
  userId: string,
  checkoutSessionId: string,
): Promise<CheckoutSessionRow | Refusal> {
  const row = await billing.store.testCheckoutOf(userId, checkoutSessionId);
  return row ?? { status: 404, body: { message: 'That checkout was not found.' } };
}
