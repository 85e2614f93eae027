import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { testCheckoutQuery } from '../../lib/queries/checkout';
import { toast } from '../../ui/toast/toast';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { fill, useLocale } from '../../lib/i18n/i18n';
import { usePlanWords } from './plan-words';
import * as styles from './Plans.css';
import { TestModeBanner } from './TestModeBanner';
import { useAllowanceRefresh } from './use-allowance-refresh';
import { useCheckout } from './use-checkout';

/** The local checkout when no Stripe keys are set: marked TEST MODE, it fulfils like a Stripe payment would. */
export function TestCheckoutPage({ checkoutSessionId }: { checkoutSessionId: string }) {
  const { t, words } = usePlanWords();
  const locale = useLocale();
  const checkout = useQuery(testCheckoutQuery(checkoutSessionId));
  const navigate = useNavigate();
  const refresh = useAllowanceRefresh();
  const [state, send] = useCheckout({
    checkoutSessionId,
    onLeave: (paid) => {
      void (async () => {
        if (paid) {
          await refresh();
          toast.show({ title: t.planActive, description: t.purchaseComplete, kind: 'success' });
        }
        await navigate({ to: checkout.data?.returnPath ?? '/plans' });
      })();
    },
  });
  const busy = state.matches('paying') || state.matches('paid');

  return (
    <Page title={t.checkoutTitle} documentTitle={t.checkoutDocumentTitle} narrow>
      <TestModeBanner />
      {checkout.isPending ? <output>{t.loadingCheckout}</output> : null}
      {checkout.isError ? (
        <p role="alert">
          {checkout.error.message} <Link to="/plans">{t.backToPlans}</Link>
        </p>
      ) : null}
      {checkout.data ? (
        <section className={styles.section} aria-labelledby="checkout-plan">
          <h2 id="checkout-plan" className={styles.heading}>
            {words.planName(checkout.data.plan)}
          </h2>
          <p className={styles.price}>{words.planPriceText(checkout.data.plan)}</p>
          <p>
            {fill(locale, t.everyMonth, {
              allowance: words.allowanceText(checkout.data.plan.minutesPerMonth, checkout.data.plan.sessionsPerMonth),
            })}
          </p>
          {checkout.data.status === 'complete' ? (
            <output>
              {t.alreadyPaid} <Link to="/plans">{t.backToPlans}</Link>
            </output>
          ) : (
            <div className={styles.actions}>
              <Button disabled={busy} onClick={() => send({ type: 'pay' })}>
                {t.pay}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => send({ type: 'cancel' })}>
                {t.cancel}
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
