import { useId } from 'react';
import { Button } from '../../ui/Button';
import * as styles from './PlanOffer.css';

interface PlanOfferProps {
  onOpen: () => void;
  onDismiss: () => void;
}

/** Under the crisis card, to someone without a safety plan: an offer, never a step they must take. */
export function PlanOffer({ onOpen, onDismiss }: PlanOfferProps) {
  const textId = useId();
  return (
    <div className={styles.offer} data-testid="plan-offer">
      <p id={textId} className={styles.text}>
        Would a safety plan help? It is a short list, in your own words, of what to do and who to reach when things get
        this hard. You can make one now: this conversation stays right here.
      </p>
      <div className={styles.actions}>
        <Button onClick={onOpen} aria-describedby={textId}>
          Make a safety plan
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          Not now
        </Button>
      </div>
    </div>
  );
}
