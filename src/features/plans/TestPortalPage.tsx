import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { TestPortalAction } from '../../contract/checkout';
import { activeSubscriptionQuery, plansQuery, testPortalAction } from '../../lib/queries/checkout';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { fill, useLocale } from '../../lib/i18n/i18n';
import { usePlanWords } from './plan-words';
import * as styles from './Plans.css';
import { TestModeBanner } from './TestModeBanner';
import { useAllowanceRefresh } from './use-allowance-refresh';

/** The local billing portal (no Stripe keys): cancel at the period's end, resume, or change plan. */
export function TestPortalPage() {
  const { t, words } = usePlanWords();
  const locale = useLocale();
  const subscription = useQuery(activeSubscriptionQuery());
  const plans = useQuery(plansQuery());
  const refresh = useAllowanceRefresh();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const current = subscription.data && subscription.data.status !== 'canceled' ? subscription.data : null;

  async function act(action: TestPortalAction, tier?: string) {
    setBusy(true);
    setMessage(null);
    try {
      const updated = await testPortalAction(action, tier);
      await refresh();
      setMessage({
        ok: true,
        text: fill(locale, t.done, {
          plan: words.planName(updated.plan),
          status: words.subscriptionStatusText(updated),
        }),
      });
    } catch (error) {
      setMessage({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={t.portalTitle} documentTitle={t.portalDocumentTitle} narrow>
      <TestModeBanner />
      {subscription.isPending ? <output>{t.loadingYourPlan}</output> : null}
      {subscription.isSuccess && !current ? (
        <p>
          {t.noPaidPlan} <Link to="/plans">{t.seeThePlans}</Link>
        </p>
      ) : null}
      {current ? (
        <section className={styles.section} aria-labelledby="portal-plan">
          <h2 id="portal-plan" className={styles.heading}>
            {words.planName(current.plan)}
          </h2>
          <p>{words.subscriptionStatusText(current)}</p>
          <div className={styles.actions}>
            {current.cancelAtPeriodEnd ? (
              <Button disabled={busy} onClick={() => void act('resume')}>
                {t.resumePlan}
              </Button>
            ) : (
              <Button variant="secondary" disabled={busy} onClick={() => void act('cancel')}>
                {t.cancelAtEnd}
              </Button>
            )}
            {plans.data?.plans
              .filter((plan) => plan.purchasable && plan.id !== current.plan.id)
              .map((plan) => (
                <Button key={plan.id} variant="secondary" disabled={busy} onClick={() => void act('change', plan.id)}>
                  {fill(locale, t.changeTo, { plan: words.planName(plan), price: words.planPriceText(plan) })}
                </Button>
              ))}
          </div>
        </section>
      ) : null}
      {message ? (
        message.ok ? (
          <output>{message.text}</output>
        ) : (
          <p role="alert" className={styles.error}>
            {message.text}
          </p>
        )
      ) : null}
      <p>
        <Link to="/plans">{t.backToPlans}</Link>
      </p>
    </Page>
  );
}
