import { Link } from '@tanstack/react-router';
import type { PlanList } from '../../lib/public-read';
import { Button, buttonClass } from '../../ui/Button';
import { planPriceText, priceChangeText } from './plan-words';
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
  return (
    <ul className={styles.cards} aria-label="Plans">
      {plans.map((plan) => {
        const isCurrent = plan.id === signedIn?.currentPlanId;
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
              {plan.purchasable && signedIn?.canChoose ? (
                <Button disabled={signedIn.busy} onClick={() => signedIn.onChoose(plan.id)}>
                  Choose {plan.name}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
