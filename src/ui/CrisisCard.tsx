import { useId } from 'react';
import type { SafetyPlanSections } from '../contract/safety-plan';
import { useLocale, useMessages } from '../lib/i18n/i18n';
import * as styles from './CrisisCard.css';
import { crisisCardMessages } from './CrisisCard.messages';
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

const introByLevel = {
  none: 'introNone',
  concern: 'introConcern',
  urgent: 'introUrgent',
  imminent: 'introImminent',
} as const;

function Call911({ label }: { label: string }) {
  return (
    <span className={styles.actions}>
      <a className={styles.action} href="tel:911">
        {label}
      </a>
    </span>
  );
}

/**
 * The crisis resources of reference/safety.md (Canada and the US): 988 call or text, 911, Kids Help Phone, and the
 * findahelpline directory for everywhere else. Shown by the chat on a crisis, by questionnaire results that flag
 * risk, and wherever a page wants help one tap away. With the person's safety plan, their plan comes first, then
 * the helplines. Imminent danger puts 911 before anything else, the plan included. In French, the lines that answer
 * in French come too: Quebec's 1-866-APPELLE and Tel-jeunes (Kids Help Phone answers in French as well).
 */
export function CrisisCard({ level, headingLevel = 2, plan }: CrisisCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const imminent = level === 'imminent';
  const t = useMessages(crisisCardMessages);
  const french = useLocale() === 'fr-CA';
  return (
    <section className={styles.card} aria-labelledby={headingId} data-level={level ?? 'none'}>
      <Heading id={headingId} className={styles.heading}>
        {t.heading}
      </Heading>
      {imminent ? (
        <div className={styles.emergency}>
          <p className={styles.emergencyText}>{t.inDanger}</p>
          <Call911 label={t.call911} />
        </div>
      ) : null}
      {plan ? <YourPlan plan={plan} headingLevel={headingLevel === 2 ? 3 : 4} /> : null}
      {plan ? <SubHeading className={styles.subheading}>{t.helplinesAnyTime}</SubHeading> : null}
      <p className={styles.intro}>{t[introByLevel[level ?? 'none']]}</p>
      <ul className={styles.list}>
        <li>
          {t.line988}
          <span className={styles.actions}>
            <a className={styles.action} href="tel:988">
              {t.call988}
            </a>
            <a className={styles.action} href="sms:988">
              {t.text988}
            </a>
          </span>
        </li>
        {imminent ? null : (
          <li>
            {t.emergencyServices}
            <Call911 label={t.call911} />
          </li>
        )}
        <li>
          {t.kidsHelpPhone}
          <span className={styles.actions}>
            <a className={styles.action} href="tel:18006686868">
              {t.callKidsHelpPhone}
            </a>
            <a className={styles.action} href="sms:686868">
              {t.textKidsHelpPhone}
            </a>
          </span>
        </li>
        {french ? (
          <>
            <li>
              {t.quebecLine}
              <span className={styles.actions}>
                <a className={styles.action} href="tel:18662773553">
                  {t.callQuebecLine}
                </a>
              </span>
            </li>
            <li>
              {t.telJeunes}
              <span className={styles.actions}>
                <a className={styles.action} href="tel:18002632266">
                  {t.callTelJeunes}
                </a>
                <a className={styles.action} href="sms:5146001002">
                  {t.textTelJeunes}
                </a>
              </span>
            </li>
          </>
        ) : null}
        <li>
          {t.somewhereElse}
          <span className={styles.actions}>
            <a className={styles.action} href={HELPLINE_DIRECTORY_URL} target="_blank" rel="noopener noreferrer">
              findahelpline.com<span className={visuallyHidden}>{t.directoryHint}</span>
            </a>
          </span>
        </li>
      </ul>
    </section>
  );
}
