import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { billingPortalUrl, activeSubscriptionQuery } from '../../lib/queries/checkout';
import { remainingMinutesQuery, remainingSessionsQuery } from '../../lib/queries/sessions';
import { Button } from '../../ui/Button';
import { fill, useLocale } from '../../lib/i18n/i18n';
import { usePlanWords } from './plan-words';
import * as styles from './Plans.css';

/** The user's plan, its state, any announced price change, what remains this month, and where to manage it. */
export function CurrentPlan({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t, words } = usePlanWords();
  const locale = useLocale();
  const subscription = useQuery(activeSubscriptionQuery());
  const minutes = useQuery(remainingMinutesQuery());
  const sessions = useQuery(remainingSessionsQuery());
  const [portalError, setPortalError] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const current = subscription.data;

  async function openPortal() {
    setPortalError(null);
    try {
      const url = await billingPortalUrl('/plans');
      window.location.assign(url);
    } catch (error) {
      setPortalError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <section className={styles.section} aria-labelledby="current-plan-title">
      <Heading id="current-plan-title" className={styles.heading}>
        {t.yourPlan}
      </Heading>
      {subscription.isPending ? <output>{t.loadingYourPlan}</output> : null}
      {subscription.isError ? <p role="alert">{subscription.error.message}</p> : null}
      {subscription.isSuccess ? (
        <p data-testid="current-plan">
          <strong>{current && current.status !== 'canceled' ? words.planName(current.plan) : t.freeTrialName}</strong>
          {current ? ` · ${words.subscriptionStatusText(current)}` : ''}
          {current?.mode === 'test' ? ` · ${t.testMode}` : ''}
        </p>
      ) : null}
      {current?.priceChange ? <p>{words.priceChangeText(current.priceChange)}</p> : null}
      {minutes.data && sessions.data !== undefined ? (
        <p data-testid="remaining">
          {fill(locale, t.leftThisMonth, {
            allowance: words.allowanceText(minutes.data.remainingMinutes, sessions.data),
          })}
        </p>
      ) : null}
      {current ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void openPortal()}>
            {t.managePlan}
          </Button>
        </div>
      ) : null}
      {portalError ? (
        <p role="alert" className={styles.error}>
          {portalError}
        </p>
      ) : null}
    </section>
  );
}
