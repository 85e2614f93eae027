/** Typed event fixtures for the checkout machine's model test: every event it can receive, the actors' included. */
import type { CheckoutEvent, StartedCheckout } from './checkout.types';

export const STARTED = 'xstate.done.actor.startCheckout';
export const START_FAILED = 'xstate.error.actor.startCheckout';
export const PAID = 'xstate.done.actor.completeTestCheckout';
export const PAY_FAILED = 'xstate.error.actor.completeTestCheckout';

export const testCheckoutStarted: StartedCheckout = {
  url: 'http://localhost/plans/test-checkout/4b0d3a9e-0000-4000-8000-000000000001',
  checkoutSessionId: '4b0d3a9e-0000-4000-8000-000000000001',
  mode: 'test',
};

export type ActorOutcome =
  | { type: typeof STARTED; output: StartedCheckout }
  | { type: typeof START_FAILED; error: Error }
  | { type: typeof PAID; output: undefined }
  | { type: typeof PAY_FAILED; error: Error };

export type ModelEvent = CheckoutEvent | ActorOutcome;

export const eventFixtures: readonly ModelEvent[] = [
  { type: 'choose', tier: 'monthly' },
  { type: 'pay' },
  { type: 'cancel' },
  { type: 'dismiss' },
  { type: STARTED, output: testCheckoutStarted },
  { type: START_FAILED, error: new Error('You already have the Monthly plan.') },
  { type: PAID, output: undefined },
  { type: PAY_FAILED, error: new Error('The network is down.') },
];
