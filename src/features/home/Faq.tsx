import * as styles from './Home.css';

const questions = [
  {
    question: 'Is Doro a person or a therapist?',
    answer:
      'No. Doro is an AI coach. No human reads or monitors your conversations as they happen, and Doro does not diagnose or treat any condition.',
  },
  {
    question: 'What if I am in crisis?',
    answer:
      'Doro is not an emergency service. Call 911 in an emergency, call or text 988 in Canada or the US, or use the Help is available link at the top of every page to find a helpline near you.',
  },
  {
    question: 'Who can use Doro?',
    answer: 'People aged 13 and over. If you are between 13 and 18, you need the permission of a parent or guardian.',
  },
  {
    question: 'What are the questionnaires?',
    answer:
      'Short, validated check-ins about mood, worry, stress and sleep. Your score comes with a plain explanation; it is not a diagnosis.',
  },
];

/** The landing page's FAQ; the Learn entry of the navigation links to it as /#faq. */
export function Faq() {
  return (
    <section id="faq" aria-labelledby="faq-title" className={styles.faq} tabIndex={-1}>
      <h2 id="faq-title">Frequently asked questions</h2>
      {questions.map((item) => (
        <details key={item.question} className={styles.faqItem}>
          <summary className={styles.faqQuestion}>{item.question}</summary>
          <p className={styles.cardText}>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
