import { useId } from 'react';
import {
  type SafetyPlanContact,
  type SafetyPlanSection,
  type SafetyPlanSections,
  safetyPlanSectionNames,
} from '../contract/safety-plan';
import { safetyPlanWords, telHref } from '../lib/safety-plan-words';
import { visuallyHidden } from './VisuallyHidden.css';
import * as styles from './YourPlan.css';

interface YourPlanProps {
  plan: SafetyPlanSections;
  /** The level of the "Your plan" heading; its sections' headings are one below. */
  headingLevel: 3 | 4;
  /** The heading; "Your plan" in the crisis card. */
  title?: string;
  /** A line under the heading; by default, words for a moment of crisis. */
  intro?: string;
}

const crisisIntro = 'You wrote this for a moment like this one. Take it one step at a time.';

const contactSections = new Set<SafetyPlanSection>(['helpContacts', 'professionalContacts']);

function Contact({ contact }: { contact: SafetyPlanContact }) {
  if (!contact.phone) return <>{contact.name}</>;
  return (
    <>
      {contact.name}{' '}
      <a className={styles.call} href={telHref(contact.phone)}>
        <span className={visuallyHidden}>Call {contact.name} at </span>
        {contact.phone}
      </a>
    </>
  );
}

/**
 * The person's own safety plan, as the crisis card shows it first (and the profile shows it): every section they
 * filled in, in the plan's order, each phone number a tel: link.
 */
export function YourPlan({ plan, headingLevel, title = 'Your plan', intro = crisisIntro }: YourPlanProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const SectionHeading = headingLevel === 3 ? 'h4' : 'h5';
  const filled = safetyPlanSectionNames.filter((name) => plan[name].length > 0);
  return (
    <section className={styles.plan} aria-labelledby={headingId} data-testid="your-plan">
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      <p className={styles.intro}>{intro}</p>
      {filled.map((name) => (
        <div key={name} className={styles.section}>
          <SectionHeading className={styles.sectionHeading}>{safetyPlanWords[name].title}</SectionHeading>
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
