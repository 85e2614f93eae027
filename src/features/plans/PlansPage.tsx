import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { activeSubscriptionQuery, plansQuery } from '../../lib/queries/checkout';
import { Button, buttonClass } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { CurrentPlan } from './CurrentPlan';
import { planPriceText, priceChangeText } from './plan-words';
import * as styles from './Plans.css';
import { PromoCodeForm } from './PromoCodeForm';
import { TestModeBanner } from './TestModeBanner';
import { useCheckout } from './use-checkout';

interface PlansPageProps {
  signedIn: boolean;
}

/** /plans: every plan with its price and allowance; signed in, the current plan, what remains, and buying. */
export function PlansPage({ signedIn }: PlansPageProps) {
  const plans = useQuery(plansQuery());
  const subscription = useQuery({ ...activeSubscriptionQuery(), enabled: signedIn });
  const [state, send] = useCheckout();
  const busy = state.matches('starting') || state.matches('leaving');
  const current = subscription.data && subscription.data.status !== 'canceled' ? subscription.data : null;
  const currentPlanId = current?.plan.id ?? 'free-trial';

  return (
    <Page title="Plans" documentTitle="Plans · Doro">
      {plans.data?.mode === 'test' ? <TestModeBanner /> : null}
      {signedIn ? <CurrentPlan /> : null}
      {plans.isPending ? <output>Loading plans…</output> : null}
      {plans.isError ? <p role="alert">{plans.error.message}</p> : null}
      {state.context.error ? (
        <div role="alert" className={styles.error}>
          <p>{state.context.error}</p>
          <Button variant="secondary" onClick={() => send({ type: 'dismiss' })}>
            Dismiss
          </Button>
        </div>
      ) : null}
      {plans.data ? (
        <ul className={styles.cards} aria-label="Plans">
          {plans.data.plans.map((plan) => {
            const isCurrent = signedIn && plan.id === currentPlanId;
            return (
              <li
                key={plan.id}
                className={isCurrent ? `${styles.card} ${styles.currentCard}` : styles.card}
                aria-labelledby={`plan-${plan.id}`}
              >
                <h2 id={`plan-${plan.id}`} className={styles.heading}>
                  {plan.name}
                  {isCurrent ? ' (your plan)' : ''}
                </h2>
                <p className={styles.price}>{planPriceText(plan)}</p>
                <p>
                  {plan.minutesPerMonth} minutes and {plan.sessionsPerMonth} sessions every month
                  {plan.purchasable ? ', on top of the free trial' : ''}.
                </p>
                <p className={styles.muted}>{plan.description}</p>
                {plan.priceChange ? <p>{priceChangeText(plan.priceChange)}</p> : null}
                <div className={styles.actions}>
                  {plan.purchasable && !signedIn ? (
                    <Link to="/signup" className={buttonClass('primary')}>
                      Sign up to choose {plan.name}
                    </Link>
                  ) : null}
                  {plan.purchasable && signedIn && !current ? (
                    <Button disabled={busy} onClick={() => send({ type: 'choose', tier: plan.id })}>
                      Choose {plan.name}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {signedIn ? (
        <section className={styles.section} aria-labelledby="promo-title">
          <h2 id="promo-title" className={styles.heading}>
            Have a promo code?
          </h2>
          <PromoCodeForm />
        </section>
      ) : null}
    </Page>
  );
}
