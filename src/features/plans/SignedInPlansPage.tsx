import { useQuery } from '@tanstack/react-query';
import { activeSubscriptionQuery, plansQuery } from '../../lib/queries/checkout';
import { Button } from '../../ui/Button';
import { useMessages } from '../../lib/i18n/i18n';
import { Page } from '../../ui/Page';
import { CurrentPlan } from './CurrentPlan';
import { PlanCards } from './PlanCards';
import * as styles from './Plans.css';
import { plansMessages } from './plans.messages';
import { PromoCodeForm } from './PromoCodeForm';
import { TestModeBanner } from './TestModeBanner';
import { useCheckout } from './use-checkout';

/**
 * /plans signed in: the current plan, what remains, buying (the checkout machine) and promo codes. A module of its
 * own, so a visitor's /plans loads neither the checkout machine (xstate) nor the API client.
 */
export function SignedInPlansPage() {
  const t = useMessages(plansMessages);
  const plans = useQuery(plansQuery());
  const subscription = useQuery(activeSubscriptionQuery());
  const [state, send] = useCheckout();
  const busy = state.matches('starting') || state.matches('leaving');
  const current = subscription.data && subscription.data.status !== 'canceled' ? subscription.data : null;

  return (
    <Page title={t.title} documentTitle={t.documentTitle}>
      {plans.data?.mode === 'test' ? <TestModeBanner /> : null}
      <CurrentPlan />
      {plans.isPending ? <output>{t.loadingPlans}</output> : null}
      {plans.isError ? <p role="alert">{plans.error.message}</p> : null}
      {state.context.error ? (
        <div role="alert" className={styles.error}>
          <p>{state.context.error}</p>
          <Button variant="secondary" onClick={() => send({ type: 'dismiss' })}>
            {t.dismiss}
          </Button>
        </div>
      ) : null}
      {plans.data ? (
        <PlanCards
          plans={plans.data.plans}
          signedIn={{
            currentPlanId: current?.plan.id ?? 'free-trial',
            canChoose: !current,
            busy,
            onChoose: (tier) => send({ type: 'choose', tier }),
          }}
        />
      ) : null}
      <section className={styles.section} aria-labelledby="promo-title">
        <h2 id="promo-title" className={styles.heading}>
          {t.promoTitle}
        </h2>
        <PromoCodeForm />
      </section>
    </Page>
  );
}
