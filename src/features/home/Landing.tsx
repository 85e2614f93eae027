import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { Faq } from './Faq';
import * as styles from './Home.css';

const facts = [
  {
    title: 'An AI coach',
    text: 'Doro is an AI, not a human and not a therapist. It listens, reflects and helps you find your next step.',
  },
  {
    title: 'Around the clock',
    text: 'Talk whenever you need to, and check in on how you feel with validated questionnaires.',
  },
  {
    title: 'Not for emergencies',
    text: 'Doro is not an emergency service. If you are in danger, call 911, or call or text 988.',
  },
];

/** What a visitor first sees: what Doro is and is not, and one way in. Kept light: no Firebase, no forms. */
export function Landing() {
  return (
    <Page title="A calm place to talk things through" documentTitle="Doro · An AI coach for supportive conversations">
      <p className={styles.lead}>
        Doro offers supportive conversations with an AI coach, any time of day, for people aged 13 and over.
      </p>
      <Link to="/signup" className={buttonClass('primary')}>
        Get Started
      </Link>
      <ul className={styles.facts}>
        {facts.map((fact) => (
          <li key={fact.title} className={styles.card}>
            <h2 className={styles.cardTitle}>{fact.title}</h2>
            <p className={styles.cardText}>{fact.text}</p>
          </li>
        ))}
      </ul>
      <Faq />
    </Page>
  );
}
