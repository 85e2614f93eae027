import type { ConsentChoice } from '../../lib/consent';
import { Button } from '../../ui/Button';
import * as styles from './ConsentBanner.css';

/**
 * Asks before analytics and the ad pixel run. Not modal: the page stays usable and nothing is tracked until a
 * choice is made. Both answers are one click, and the choice is remembered.
 */
export function ConsentBanner({ onChoice }: { onChoice: (choice: ConsentChoice) => void }) {
  return (
    <section className={styles.banner} aria-labelledby="consent-banner-title">
      <h2 id="consent-banner-title" className={styles.title}>
        Cookies for analytics and ads
      </h2>
      <p className={styles.text}>
        With your permission we measure which pages are visited (with any ids in the address removed) and whether our
        ads work. We never share what you write or your questionnaire answers. <a href="/privacy">Privacy policy</a>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onChoice('denied')}>
          Decline
        </Button>
        <Button onClick={() => onChoice('granted')}>Accept</Button>
      </div>
    </section>
  );
}
