import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { testCheckoutQuery } from '../../lib/queries/checkout';
import { toast } from '../../ui/toast/toast';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { planPriceText } from './plan-words';
import * as styles from './Plans.css';
import { TestModeBanner } from './TestModeBanner';
import { useAllowanceRefresh } from './use-allowance-refresh';
import { useCheckout } from './use-checkout';

/** The local checkout when no Stripe keys are set: marked TEST MODE, it fulfils like a Stripe payment would. */
export function TestCheckoutPage({ checkoutSessionId }: { checkoutSessionId: string }) {
  const checkout = useQuery(testCheckoutQuery(checkoutSessionId));
  const navigate = useNavigate();
  const refresh = useAllowanceRefresh();
  const [state, send] = useCheckout({
    checkoutSessionId,
    onLeave: (paid) => {
      void (async () => {
        if (paid) {
          await refresh();
          toast.show({ title: 'Plan active', description: 'Your TEST MODE purchase is complete.', kind: 'success' });
        }
        await navigate({ to: checkout.data?.returnPath ?? '/plans' });
      })();
    },
  });
  const busy = state.matches('paying') || state.matches('paid');

  return (
    <Page title="TEST MODE checkout" documentTitle="TEST MODE checkout · Doro" narrow>
      <TestModeBanner />
      {checkout.isPending ? <output>Loading the checkout…</output> : null}
      {checkout.isError ? (
        <p role="alert">
          {checkout.error.message} <Link to="/plans">Back to plans</Link>
        </p>
      ) : null}
      {checkout.data ? (
        <section className={styles.section} aria-labelledby="checkout-plan">
          <h2 id="checkout-plan" className={styles.heading}>
            {checkout.data.plan.name}
          </h2>
          <p className={styles.price}>{planPriceText(checkout.data.plan)}</p>
          <p>
            {checkout.data.plan.minutesPerMonth} minutes and {checkout.data.plan.sessionsPerMonth} sessions every month.
          </p>
          {checkout.data.status === 'complete' ? (
            <output>
              This checkout is already paid. <Link to="/plans">Back to plans</Link>
            </output>
          ) : (
            <div className={styles.actions}>
              <Button disabled={busy} onClick={() => send({ type: 'pay' })}>
                Pay in TEST MODE (no money moves)
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => send({ type: 'cancel' })}>
                Cancel
              </Button>
            </div>
          )}
          {state.context.error ? (
            <p role="alert" className={styles.error}>
              {state.context.error}
            </p>
          ) : null}
        </section>
      ) : null}
    </Page>
  );
}
