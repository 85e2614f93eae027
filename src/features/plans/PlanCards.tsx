import { Link } from '@tanstack/react-router';
import type { PlanList } from '../../lib/public-read';
import { Button, buttonClass } from '../../ui/Button';
import { fill, useLocale } from '../../lib/i18n/i18n';
import { usePlanWords } from './plan-words';
import * as styles from './Plans.css';

type Plan = PlanList['plans'][number];

interface PlanCardsProps {
  plans: Plan[];
  /**
   * A signed-in person's plan and buying: the card of their plan is marked, and a plan to buy offers "Choose" unless
   * they already pay for one. Without it (a visitor), a plan to buy offers signing up.
   */
  signedIn?: {
    currentPlanId: string;
    canChoose: boolean;
    busy: boolean;
    onChoose: (tier: Plan['id']) => void;
  };
}

/** The list of plans on /plans, each with its price, allowance and what it offers. */
export function PlanCards({ plans, signedIn }: PlanCardsProps) {
  const { t, words } = usePlanWords();
  const locale = useLocale();
  return (
    <ul className={styles.cards} aria-label={t.plansList}>
      {plans.map((plan) => {
        const isCurrent = plan.id === signedIn?.currentPlanId;
        const name = words.planName(plan);
        const allowance = words.allowanceText(plan.minutesPerMonth, plan.sessionsPerMonth);
        return (
          <li
            key={plan.id}
            className={isCurrent ? `${styles.card} ${styles.currentCard}` : styles.card}
            aria-labelledby={`plan-${plan.id}`}
          >
            <h2 id={`plan-${plan.id}`} className={styles.heading}>
              {name}
              {isCurrent ? t.yourPlanMark : ''}
            </h2>
            <p className={styles.price}>{words.planPriceText(plan)}</p>
            <p>{fill(locale, plan.purchasable ? t.everyMonthOnTop : t.everyMonth, { allowance })}</p>
            <p className={styles.muted}>{words.planDescription(plan)}</p>
            {plan.priceChange ? <p>{words.priceChangeText(plan.priceChange)}</p> : null}
            <div className={styles.actions}>
              {plan.purchasable && !signedIn ? (
                <Link to="/signup" className={buttonClass('primary')}>
                  {fill(locale, t.signUpToChoose, { plan: name })}
                </Link>
              ) : null}
              {plan.purchasable && signedIn?.canChoose ? (
                <Button disabled={signedIn.busy} onClick={() => signedIn.onChoose(plan.id)}>
                  {fill(locale, t.choose, { plan: name })}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
