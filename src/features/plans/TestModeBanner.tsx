import * as styles from './Plans.css';

/** Said on every page of the local checkout: nothing here takes real money. */
export function TestModeBanner() {
  return (
    <p role="note" className={styles.testModeBanner}>
      TEST MODE: no real payment is taken. Plans bought here are granted for testing.
    </p>
  );
}
