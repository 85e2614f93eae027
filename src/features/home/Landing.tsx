import { Link } from '@tanstack/react-router';
import { useMessages } from '../../lib/i18n/i18n';
import { buttonClass } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { Faq } from './Faq';
import * as styles from './Home.css';
import { landingMessages } from './landing.messages';

const facts = [
  ['fact1Title', 'fact1'],
  ['fact2Title', 'fact2'],
  ['fact3Title', 'fact3'],
] as const;

const sessionSteps = ['step1', 'step2', 'step3', 'step4'] as const;

/** What a visitor first sees: what Doro is and is not, and one way in. Kept light: no Firebase, no forms. */
export function Landing() {
  const t = useMessages(landingMessages);
  return (
    <Page title={t.title} documentTitle={t.documentTitle}>
      <p className={styles.lead}>{t.lead}</p>
      <Link to="/signup" className={buttonClass('primary')}>
        {t.getStarted}
      </Link>
      <ul className={styles.facts}>
        {facts.map(([title, text]) => (
          <li key={title} className={styles.card}>
            <h2 className={styles.cardTitle}>{t[title]}</h2>
            <p className={styles.cardText}>{t[text]}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="how-title" className={styles.section}>
        <h2 id="how-title">{t.howTitle}</h2>
        <ol className={styles.steps}>
          {sessionSteps.map((step) => (
            <li key={step}>{t[step]}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="questionnaires-title" className={styles.section}>
        <h2 id="questionnaires-title">{t.questionnairesTitle}</h2>
        <p>
          {t.questionnaires}{' '}
          <Link to="/database" className={styles.cardLink}>
            {t.browseQuestionnaires}
          </Link>
        </p>
      </section>
      <section aria-labelledby="plans-title" className={styles.section}>
        <h2 id="plans-title">{t.plansTitle}</h2>
        <p>
          {t.plans}{' '}
          <Link to="/plans" className={styles.cardLink}>
            {t.seePlans}
          </Link>
        </p>
      </section>
      <section aria-labelledby="help-title" className={styles.section}>
        <h2 id="help-title">{t.helpTitle}</h2>
        <ul>
          <li>
            {t.inDanger} <a href="tel:911">911</a>.
          </li>
          <li>
            {t.line988} <a href="tel:988">988</a> {t.line988After}
          </li>
          <li>
            {t.kidsHelpPhone} <a href="tel:18006686868">1-800-668-6868</a> {t.orText} <a href="sms:686868">686868</a>.
          </li>
          <li>
            {t.elsewhere} <a href="https://findahelpline.com">findahelpline.com</a>.
          </li>
        </ul>
      </section>
      <Faq />
    </Page>
  );
}
