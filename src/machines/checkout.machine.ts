/**
 * Buying a plan (issue 7): choose a tier on /plans, get where to pay from the server, go there. In local test mode
 * that place is Doro's own TEST MODE page, where the same machine starts at the payment step: pay (the server runs
 * the same fulfilment a Stripe webhook would) or cancel. Actors are slots: checkout.actors.ts has the real calls and
 * tests provide doubles.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CheckoutContext, CheckoutEvent, CheckoutInput, StartedCheckout } from './checkout.types';

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again later.';

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    startCheckout: fromPromise<StartedCheckout, { tier: string }>(async () => {
      throw new Error('startCheckout is provided by checkout.actors.ts or a test');
    }),
    completeTestCheckout: fromPromise<void, { checkoutSessionId: string }>(async () => {
      throw new Error('completeTestCheckout is provided by checkout.actors.ts or a test');
    }),
  },
  actions: {
    // Provided by the view: the browser leaves for the payment page (Stripe's, or the TEST MODE page).
    goToCheckout: () => {},
    // Provided by the view: back to the plans, the purchase done (paid) or abandoned.
    leaveCheckout: (_args, params: { paid: boolean }) => void params,
  },
  guards: {
    hasCheckout: ({ context }) => context.checkoutSessionId !== null,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    tier: null,
    checkoutSessionId: input.checkoutSessionId ?? null,
    url: null,
    error: null,
  }),
  initial: 'start',
  states: {
    // Decides which page this is: the plan list, or the TEST MODE checkout of one purchase.
    start: {
      always: [{ guard: 'hasCheckout', target: 'confirming' }, { target: 'choosing' }],
    },
    // The plans are shown and nothing is under way.
    choosing: {
      on: { choose: { target: 'starting', actions: assign({ tier: ({ event }) => event.tier, error: null }) } },
    },
    // The server is asked where to pay; the buttons wait, so one click opens one checkout.
    starting: {
      invoke: {
        id: 'startCheckout',
        src: 'startCheckout',
        input: ({ context }) => ({ tier: context.tier ?? '' }),
        onDone: {
          target: 'leaving',
          actions: assign({
            url: ({ event }) => event.output.url,
            checkoutSessionId: ({ event }) => event.output.checkoutSessionId,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    // The page is being left for the payment page; nothing more happens here.
    leaving: { type: 'final', entry: 'goToCheckout' },
    // Starting a checkout failed (already subscribed, network): the reason is shown, another choice may follow.
    failed: {
      on: {
        choose: { target: 'starting', actions: assign({ tier: ({ event }) => event.tier, error: null }) },
        dismiss: { target: 'choosing', actions: assign({ error: null }) },
      },
    },
    // TEST MODE: what is being bought is shown, with a button that pays without money.
    confirming: {
      on: { pay: 'paying', cancel: 'cancelled' },
    },
    // The server fulfils the test checkout; the button waits, though a second completion would credit nothing.
    paying: {
      invoke: {
        id: 'completeTestCheckout',
        src: 'completeTestCheckout',
        input: ({ context }) => ({ checkoutSessionId: context.checkoutSessionId ?? '' }),
        onDone: 'paid',
        onError: { target: 'payFailed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    // Completing failed: the reason is shown; paying again is safe (fulfilment is idempotent).
    payFailed: {
      on: { pay: { target: 'paying', actions: assign({ error: null }) }, cancel: 'cancelled' },
    },
    // The plan is active.
    paid: { type: 'final', entry: { type: 'leaveCheckout', params: { paid: true } } },
    // The person chose not to buy.
    cancelled: { type: 'final', entry: { type: 'leaveCheckout', params: { paid: false } } },
  },
});
