/** The checkout machine's real actors: the API calls behind its slots. */
import { fromPromise } from 'xstate';
import { apiClient } from '../lib/api-client';
import { unwrap } from '../lib/api-errors';
import { trackedCall } from '../lib/tracking';
import type { StartedCheckout } from './checkout.types';

export function createCheckoutActors(returnPath?: string) {
  return {
    startCheckout: fromPromise<StartedCheckout, { tier: string }>(({ input }) =>
      unwrap(
        trackedCall('InitiateCheckout', () =>
          apiClient.checkout.createSession({
            params: { tier: input.tier },
            body: returnPath ? { returnPath } : {},
          }),
        ),
      ),
    ),
    completeTestCheckout: fromPromise<void, { checkoutSessionId: string }>(async ({ input }) => {
      await unwrap(apiClient.checkout.completeTestCheckout({ params: input, body: {} }));
    }),
  };
}
