import { useId } from 'react';
import type { SafetyPlanSections } from '../contract/safety-plan';
import * as styles from './CrisisCard.css';
import { HELPLINE_DIRECTORY_URL } from './HelpLink';
import { visuallyHidden } from './VisuallyHidden.css';
import { YourPlan } from './YourPlan';

export type CrisisLevel = 'concern' | 'urgent' | 'imminent';

export interface CrisisCardProps {
  /** How worried the safety layer is; without it the card is the calm, always-available version. */
  level?: CrisisLevel;
  /** The heading level that fits where the card is placed (2 on a page, 3 inside a section). */
  headingLevel?: 2 | 3;
  /** The person's own safety plan: shown first, before the helplines. */
  plan?: SafetyPlanSections | null;
}

const introByLevel: Record<CrisisLevel | 'none', string> = {
  none: 'If you are struggling, a real person can help, any time, for free.',
  concern: 'It sounds like things are really hard right now. You deserve support from a real person.',
  urgent: 'Your safety matters. Please reach out to a real person right now: they are there for this.',
  imminent: 'Your safety comes first. Please get help right now.',
};

function Call911() {
  return (
    <span className={styles.actions}>
      <a className={styles.action} href="tel:911">
        Call 911
      </a>
    </span>
  );
}

/**
 * The crisis resources of reference/safety.md (Canada and the US): 988 call or text, 911, Kids Help Phone, and the
 * findahelpline directory for everywhere else. Shown by the chat on a crisis, by questionnaire results that flag
 * risk, and wherever a page wants help one tap away. With the person's safety plan, their plan comes first, then
 * the helplines. Imminent danger puts 911 before anything else, the plan included.
 */
export function CrisisCard({ level, headingLevel = 2, plan }: CrisisCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const imminent = level === 'imminent';
  return (
    <section className={styles.card} aria-labelledby={headingId} data-level={level ?? 'none'}>
      <Heading id={headingId} className={styles.heading}>
        Crisis resources
      </Heading>
      {imminent ? (
        <div className={styles.emergency}>
          <p className={styles.emergencyText}>If you are in danger now, call 911.</p>
          <Call911 />
        </div>
      ) : null}
      {plan ? <YourPlan plan={plan} headingLevel={headingLevel === 2 ? 3 : 4} /> : null}
      {plan ? <SubHeading className={styles.subheading}>Helplines, any time</SubHeading> : null}
      <p className={styles.intro}>{introByLevel[level ?? 'none']}</p>
      <ul className={styles.list}>
        <li>
          9-8-8 Suicide Crisis Helpline (Canada and the US), call or text:
          <span className={styles.actions}>
            <a className={styles.action} href="tel:988">
              Call 988
            </a>
            <a className={styles.action} href="sms:988">
              Text 988
            </a>
          </span>
        </li>
        {imminent ? null : (
          <li>
            Emergency services (Canada and the US):
            <Call911 />
          </li>
        )}
        <li>
          Kids Help Phone (young people in Canada):
          <span className={styles.actions}>
            <a className={styles.action} href="tel:18006686868">
              Call 1-800-668-6868
            </a>
            <a className={styles.action} href="sms:686868">
              Text 686868
            </a>
          </span>
        </li>
        <li>
          Somewhere else:
          <span className={styles.actions}>
            <a className={styles.action} href={HELPLINE_DIRECTORY_URL} target="_blank" rel="noopener noreferrer">
              findahelpline.com<span className={visuallyHidden}> (helplines in every country, opens in a new tab)</span>
            </a>
          </span>
        </li>
      </ul>
    </section>
  );
}
