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

type Messages = typeof crisisCardMessages.base;
type Action = readonly [href: string, label: keyof Messages];
const CALL_911: readonly Action[] = [['tel:911', 'call911']];

/** The helplines in the order shown (findahelpline last): what each is, and how to reach it (a call, a text). */
const LINES: ReadonlyArray<{ text: keyof Messages; actions: readonly Action[]; only?: 'notImminent' | 'french' }> = [
  {
    text: 'line988',
    actions: [
      ['tel:988', 'call988'],
      ['sms:988', 'text988'],
    ],
  },
  { text: 'emergencyServices', actions: CALL_911, only: 'notImminent' },
  {
    text: 'kidsHelpPhone',
    actions: [
      ['tel:18006686868', 'callKidsHelpPhone'],
      ['sms:686868', 'textKidsHelpPhone'],
    ],
  },
  { text: 'quebecLine', actions: [['tel:18662773553', 'callQuebecLine']], only: 'french' },
  {
    text: 'telJeunes',
    actions: [
      ['tel:18002632266', 'callTelJeunes'],
      ['sms:5146001002', 'textTelJeunes'],
    ],
    only: 'french',
  },
];

function Actions({ actions, t }: { actions: readonly Action[]; t: Messages }) {
  return (
    <span className={styles.actions}>
      {actions.map(([href, label]) => (
        <a key={href} className={styles.action} href={href}>
          {t[label]}
        </a>
      ))}
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
          <Actions actions={CALL_911} t={t} />
        </div>
      ) : null}
      {plan ? <YourPlan plan={plan} headingLevel={headingLevel === 2 ? 3 : 4} /> : null}
      {plan ? <SubHeading className={styles.subheading}>{t.helplinesAnyTime}</SubHeading> : null}
      <p className={styles.intro}>{t[introByLevel[level ?? 'none']]}</p>
      <ul className={styles.list}>
        {LINES.filter(({ only }) => (only === 'notImminent' ? !imminent : only === 'french' ? french : true)).map(
          ({ text, actions }) => (
            <li key={text}>
              {t[text]}
              <Actions actions={actions} t={t} />
            </li>
          ),
        )}
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
