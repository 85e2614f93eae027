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

const sessionSteps = [
  'Create an account and read the short disclaimer: Doro is an AI coach, not a clinician.',
  'Choose how directive Doro should be: mostly listening, balanced, or guiding you through an exercise.',
  'Talk for up to 30 minutes. Doro reflects what you say, asks open questions and can suggest small steps.',
  'End when you like. Doro keeps a short summary so the next session can pick up where you left off; you can see and delete it.',
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
      <section aria-labelledby="how-title" className={styles.section}>
        <h2 id="how-title">How a session works</h2>
        <ol className={styles.steps}>
          {sessionSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="questionnaires-title" className={styles.section}>
        <h2 id="questionnaires-title">Questionnaires</h2>
        <p>
          Check in with validated screening questionnaires for mood, anxiety, wellbeing, distress and trauma, such as
          the PHQ-9 and GAD-7. They are a screening, not a diagnosis; with an account you can follow your results over
          time.{' '}
          <Link to="/database" className={styles.cardLink}>
            Browse the questionnaires
          </Link>
        </p>
      </section>
      <section aria-labelledby="plans-title" className={styles.section}>
        <h2 id="plans-title">Plans</h2>
        <p>
          Start with free minutes every month, then choose a monthly or yearly plan in Canadian dollars if Doro helps
          you.{' '}
          <Link to="/plans" className={styles.cardLink}>
            See the plans
          </Link>
        </p>
      </section>
      <section aria-labelledby="help-title" className={styles.section}>
        <h2 id="help-title">If you need help now</h2>
        <ul>
          <li>
            In danger right now: call <a href="tel:911">911</a>.
          </li>
          <li>
            Suicide Crisis Helpline: call or text <a href="tel:988">988</a> (Canada and the US).
          </li>
          <li>
            Kids Help Phone (young people in Canada): call <a href="tel:18006686868">1-800-668-6868</a> or text{' '}
            <a href="sms:686868">686868</a>.
          </li>
          <li>
            Elsewhere: <a href="https://findahelpline.com">findahelpline.com</a>.
          </li>
        </ul>
      </section>
      <Faq />
    </Page>
  );
}
