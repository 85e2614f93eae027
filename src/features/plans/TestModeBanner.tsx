import { useMessages } from '../../lib/i18n/i18n';
import * as styles from './Plans.css';
import { plansMessages } from './plans.messages';

/** Said on every page of the local checkout: nothing here takes real money. */
export function TestModeBanner() {
  const t = useMessages(plansMessages);
  return (
    <p role="note" className={styles.testModeBanner}>
      {t.testModeBanner}
    </p>
  );
}
