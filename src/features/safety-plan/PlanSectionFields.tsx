import { type ReactNode, useId } from 'react';
import { SAFETY_PLAN_LIMITS, type SafetyPlanSection } from '../../contract/safety-plan';
import { safetyPlanWords, suggestedServices } from '../../lib/safety-plan-words';
import { Button } from '../../ui/Button';
import * as fieldStyles from '../../ui/TextField.css';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import { isContactSection, type PlanError, type Row } from './plan-form';
import * as styles from './SafetyPlanEditor.css';
import type { PlanFormControl } from './use-plan-form';

interface PlanSectionFieldsProps {
  section: SafetyPlanSection;
  control: PlanFormControl;
  /** Makes the ids of this editor's fields its own. */
  idPrefix: string;
}

/** The id of a row's field, so the editor can move the focus to it. */
export const fieldId = (prefix: string, section: SafetyPlanSection, key: string, field: 'text' | 'phone') =>
  `${prefix}-${section}-${key}-${field}`;

function errorOf(errors: readonly PlanError[], section: SafetyPlanSection, key: string, field: 'text' | 'phone') {
  return errors.find((error) => error.section === section && error.key === key && error.field === field);
}

interface FieldProps {
  id: string;
  label: ReactNode;
  value: string;
  error: PlanError | undefined;
  onChange: (value: string) => void;
  type?: 'text' | 'tel';
  placeholder?: string;
  /** Shown to everyone, or read to screen readers only (the section's title says it for the eye). */
  labelVisible: boolean;
  className: string;
}

function Field({ id, label, value, error, onChange, type = 'text', placeholder, labelVisible, className }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelVisible ? styles.rowLabel : visuallyHidden}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        inputMode={type === 'tel' ? 'tel' : undefined}
        autoComplete="off"
        className={fieldStyles.input}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/** A label short to the eye, and complete for a screen reader (which person, in which part of the plan). */
function Named({ visible, hidden }: { visible: string; hidden: string }) {
  return (
    <>
      {visible}
      <span className={visuallyHidden}>{hidden}</span>
    </>
  );
}

/** One section of the plan: its prompt, the rows written so far, a way to add one, and (for services) suggestions. */
export function PlanSectionFields({ section, control, idPrefix }: PlanSectionFieldsProps) {
  const promptId = useId();
  const words = safetyPlanWords[section];
  const rows = control.form[section];
  const contacts = isContactSection(section);
  const noun = contacts ? 'person' : 'item';
  const sectionError = control.errors.find((error) => error.section === section && !error.key);
  const update = (row: Row, field: 'text' | 'phone') => (value: string) => control.update(section, row.key, { [field]: value });
  const suggestions =
    section === 'professionalContacts'
      ? suggestedServices.filter((service) => !rows.some((row) => row.phone.replace(/\D/g, '') === service.phone.replace(/\D/g, '')))
      : [];

  return (
    <fieldset className={styles.section} aria-describedby={promptId} data-section={section}>
      <legend className={styles.legend}>{words.title}</legend>
      <p id={promptId} className={styles.prompt}>
        {words.prompt}
      </p>
      {sectionError ? <p className={fieldStyles.error}>{sectionError.message}</p> : null}
      <ol className={styles.rows}>
        {rows.map((row, index) => {
          const where = `${words.title}, ${noun} ${index + 1}`;
          return (
            <li key={row.key} className={styles.row}>
              <Field
                id={fieldId(idPrefix, section, row.key, 'text')}
                label={contacts ? <Named visible="Name" hidden={`, ${where}`} /> : where}
                labelVisible={contacts}
                className={contacts ? styles.nameField : styles.itemField}
                value={row.text}
                placeholder={index === 0 ? words.example : undefined}
                error={errorOf(control.errors, section, row.key, 'text')}
                onChange={update(row, 'text')}
              />
              {contacts ? (
                <Field
                  id={fieldId(idPrefix, section, row.key, 'phone')}
                  label={<Named visible="Phone (optional)" hidden={`, ${where}`} />}
                  labelVisible
                  className={styles.phoneField}
                  type="tel"
                  value={row.phone}
                  error={errorOf(control.errors, section, row.key, 'phone')}
                  onChange={update(row, 'phone')}
                />
              ) : null}
              <Button variant="secondary" className={styles.remove} onClick={() => control.remove(section, row.key)}>
                Remove<span className={visuallyHidden}> {where}</span>
              </Button>
            </li>
          );
        })}
      </ol>
      {rows.length < SAFETY_PLAN_LIMITS.itemsPerSection ? (
        <Button variant="secondary" data-add={section} onClick={() => control.add(section)}>
          Add {contacts ? 'a person' : 'another'}
          <span className={visuallyHidden}> to {words.title}</span>
        </Button>
      ) : (
        <p className={styles.prompt} data-add={section} tabIndex={-1}>
          This part holds up to {SAFETY_PLAN_LIMITS.itemsPerSection}.
        </p>
      )}
      {suggestions.length > 0 ? (
        <div className={styles.suggestions}>
          <p className={styles.prompt}>Suggestions, added only if you choose them:</p>
          <ul className={styles.suggestionList}>
            {suggestions.map((service) => (
              <li key={service.phone}>
                <Button
                  variant="secondary"
                  className={styles.suggestion}
                  onClick={() => control.add(section, { name: service.name, phone: service.phone })}
                >
                  Add {service.name}, {service.phone}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
