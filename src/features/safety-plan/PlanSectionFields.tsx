import { useId } from 'react';
import { SAFETY_PLAN_LIMITS, type SafetyPlanSection } from '../../contract/safety-plan';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { suggestedServices, usePlanSectionWords } from '../../lib/safety-plan-words';
import { safetyPlanSectionMessages } from '../../lib/safety-plan-words.messages';
import { Button } from '../../ui/Button';
import * as fieldStyles from '../../ui/TextField.css';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import { isContactSection } from './plan-form';
import { PlanRow } from './PlanRow';
import * as styles from './SafetyPlanEditor.css';
import { safetyPlanMessages } from './safety-plan.messages';
import type { PlanFormControl } from './use-plan-form';

interface PlanSectionFieldsProps {
  section: SafetyPlanSection;
  control: PlanFormControl;
  /** Makes the ids of this editor's fields its own. */
  idPrefix: string;
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/** One section of the plan: its prompt, the rows written so far, a way to add one, and (for services) suggestions. */
export function PlanSectionFields({ section, control, idPrefix }: PlanSectionFieldsProps) {
  const t = useMessages(safetyPlanMessages);
  const sectionTexts = useMessages(safetyPlanSectionMessages);
  const locale = useLocale();
  const promptId = useId();
  const words = usePlanSectionWords()[section];
  const rows = control.form[section];
  const contacts = isContactSection(section);
  const sectionError = control.errors.find((error) => error.section === section && !error.key);
  // A suggestion already in the list (by its number) is not suggested again.
  const suggestions =
    section === 'professionalContacts'
      ? suggestedServices(sectionTexts).filter(
          (service) => !rows.some((row) => digits(row.phone) === digits(service.phone)),
        )
      : [];

  return (
    <fieldset className={styles.section} aria-describedby={promptId} data-section={section}>
      <legend className={styles.legend}>{words.title}</legend>
      <p id={promptId} className={styles.prompt}>
        {words.prompt} <span className={styles.example}>{fill(locale, t.forExample, { example: words.example })}</span>
      </p>
      {sectionError ? <p className={fieldStyles.error}>{sectionError.message}</p> : null}
      <ol className={styles.rows}>
        {rows.map((row, index) => (
          <PlanRow key={row.key} section={section} row={row} index={index} control={control} idPrefix={idPrefix} />
        ))}
      </ol>
      {rows.length < SAFETY_PLAN_LIMITS.itemsPerSection ? (
        <Button variant="secondary" data-add={section} onClick={() => control.add(section)}>
          {contacts ? t.addPerson : t.addAnother}
          <span className={visuallyHidden}>{fill(locale, t.toSection, { section: words.title })}</span>
        </Button>
      ) : (
        <p className={styles.prompt} data-add={section} tabIndex={-1}>
          {fill(locale, t.partFull, { max: SAFETY_PLAN_LIMITS.itemsPerSection })}
        </p>
      )}
      {suggestions.length > 0 ? (
        <div className={styles.suggestions}>
          <p className={styles.prompt}>{t.suggestions}</p>
          <ul className={styles.suggestionList}>
            {suggestions.map((service) => (
              <li key={service.phone}>
                <Button
                  variant="secondary"
                  className={styles.suggestion}
                  onClick={() => control.add(section, { name: service.name, phone: service.phone })}
                >
                  {fill(locale, t.addService, { name: service.name, phone: service.phone })}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
