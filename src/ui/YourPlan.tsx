import { useId } from 'react';
import {
  type SafetyPlanContact,
  type SafetyPlanSection,
  type SafetyPlanSections,
  safetyPlanSectionNames,
} from '../contract/safety-plan';
import { fill, useLocale, useMessages } from '../lib/i18n/i18n';
import { telHref, usePlanSectionWords } from '../lib/safety-plan-words';
import { visuallyHidden } from './VisuallyHidden.css';
import * as styles from './YourPlan.css';
import { yourPlanMessages } from './YourPlan.messages';

interface YourPlanProps {
  plan: SafetyPlanSections;
  /** The level of the "Your plan" heading; its sections' headings are one below. */
  headingLevel: 3 | 4;
  /** The heading; "Your plan" (in the interface's language) in the crisis card. */
  title?: string;
  /** A line under the heading; by default, words for a moment of crisis. */
  intro?: string;
}

const contactSections = new Set<SafetyPlanSection>(['helpContacts', 'professionalContacts']);

function Contact({ contact }: { contact: SafetyPlanContact }) {
  const t = useMessages(yourPlanMessages);
  const locale = useLocale();
  if (!contact.phone) return <>{contact.name}</>;
  return (
    <>
      {contact.name}{' '}
      <a className={styles.call} href={telHref(contact.phone)}>
        <span className={visuallyHidden}>{fill(locale, t.callAt, { name: contact.name })}</span>
        {contact.phone}
      </a>
    </>
  );
}

/**
 * The person's own safety plan, as the crisis card shows it first (and the profile shows it): every section they
 * filled in, in the plan's order, each phone number a tel: link.
 */
export function YourPlan({ plan, headingLevel, title, intro }: YourPlanProps) {
  const t = useMessages(yourPlanMessages);
  const sections = usePlanSectionWords();
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const SectionHeading = headingLevel === 3 ? 'h4' : 'h5';
  const filled = safetyPlanSectionNames.filter((name) => plan[name].length > 0);
  return (
    <section className={styles.plan} aria-labelledby={headingId} data-testid="your-plan">
      <Heading id={headingId} className={styles.heading}>
        {title ?? t.title}
      </Heading>
      <p className={styles.intro}>{intro ?? t.crisisIntro}</p>
      {filled.map((name) => (
        <div key={name} className={styles.section}>
          <SectionHeading className={styles.sectionHeading}>{sections[name].title}</SectionHeading>
          <ul className={styles.list}>
            {contactSections.has(name)
              ? (plan[name] as SafetyPlanContact[]).map((contact, index) => (
                  <li key={index}>
                    <Contact contact={contact} />
                  </li>
                ))
              : (plan[name] as string[]).map((item, index) => <li key={index}>{item}</li>)}
          </ul>
        </div>
      ))}
    </section>
  );
}
