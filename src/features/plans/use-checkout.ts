import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { inspector } from '../../lib/inspector';
import { createCheckoutActors } from '../../machines/checkout.actors';
import { checkoutMachine } from '../../machines/checkout.machine';

/** Same-origin pages (the TEST MODE checkout) open inside the app; Stripe's page is a real navigation away. */
function goTo(url: string, navigate: ReturnType<typeof useNavigate>) {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) void navigate({ href: `${target.pathname}${target.search}` });
  else window.location.assign(target.href);
}

/** The checkout machine bound to the API and the router; `onLeave` runs when a test checkout is paid or left. */
export function useCheckout(options: { checkoutSessionId?: string; onLeave?: (paid: boolean) => void } = {}) {
  const navigate = useNavigate();
  return useMachine(
    checkoutMachine.provide({
      actors: createCheckoutActors(),
      actions: {
        goToCheckout: ({ context }) => {
          if (context.url) goTo(context.url, navigate);
        },
        leaveCheckout: (_, params) => options.onLeave?.(params.paid),
      },
    }),
    { input: { checkoutSessionId: options.checkoutSessionId }, inspect: inspector() },
  );
}
