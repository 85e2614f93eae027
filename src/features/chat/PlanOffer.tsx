import { useId } from 'react';
import { useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { chatPageMessages } from './chat-page.messages';
import * as styles from './PlanOffer.css';

interface PlanOfferProps {
  onOpen: () => void;
  onDismiss: () => void;
}

/** Under the crisis card, to someone without a safety plan: an offer, never a step they must take. */
export function PlanOffer({ onOpen, onDismiss }: PlanOfferProps) {
  const t = useMessages(chatPageMessages);
  const textId = useId();
  return (
    <div className={styles.offer} data-testid="plan-offer">
      <p id={textId} className={styles.text}>
        {t.offerText}
      </p>
      <div className={styles.actions}>
        <Button onClick={onOpen} aria-describedby={textId}>
          {t.makePlan}
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          {t.notNow}
        </Button>
      </div>
    </div>
  );
}
