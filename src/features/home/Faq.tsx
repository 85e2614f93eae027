import { useMessages } from '../../lib/i18n/i18n';
import * as styles from './Home.css';
import { landingMessages } from './landing.messages';

const questions = [
  ['q1', 'a1'],
  ['q2', 'a2'],
  ['q3', 'a3'],
  ['q4', 'a4'],
] as const;

/** The landing page's FAQ; the Learn entry of the navigation links to it as /#faq. */
export function Faq() {
  const t = useMessages(landingMessages);
  return (
    <section id="faq" aria-labelledby="faq-title" className={styles.faq} tabIndex={-1}>
      <h2 id="faq-title">{t.faqTitle}</h2>
      {questions.map(([question, answer]) => (
        <details key={question} className={styles.faqItem}>
          <summary className={styles.faqQuestion}>{t[question]}</summary>
          <p className={styles.cardText}>{t[answer]}</p>
        </details>
      ))}
    </section>
  );
}
