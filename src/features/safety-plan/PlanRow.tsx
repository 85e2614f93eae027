import type { ReactNode } from 'react';
import type { SafetyPlanSection } from '../../contract/safety-plan';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { usePlanSectionWords } from '../../lib/safety-plan-words';
import * as fieldStyles from '../../ui/TextField.css';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import { isContactSection, type PlanError, type Row, rowName } from './plan-form';
import { safetyPlanMessages } from './safety-plan.messages';
import * as styles from './SafetyPlanEditor.css';
import type { PlanFormControl } from './use-plan-form';

/** The id of a row's field, so the editor can move the focus to it. */
export const fieldId = (prefix: string, section: SafetyPlanSection, key: string, field: 'text' | 'phone') =>
  `${prefix}-${section}-${key}-${field}`;

interface FieldProps {
  id: string;
  label: ReactNode;
  /** Shown to everyone, or read to screen readers only (the section's title says it for the eye). */
  labelVisible: boolean;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  type?: 'text' | 'tel';
  className: string;
}

function Field({ id, label, labelVisible, value, invalid, onChange, type = 'text', ...input }: FieldProps) {
  const { className } = input;
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
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
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

interface PlanRowProps {
  section: SafetyPlanSection;
  row: Row;
  index: number;
  control: PlanFormControl;
  idPrefix: string;
}

/** One item (or one person: a name and an optional phone) of a section, with its problems under it. */
export function PlanRow({ section, row, index, control, idPrefix }: PlanRowProps) {
  const t = useMessages(safetyPlanMessages);
  const locale = useLocale();
  const sections = usePlanSectionWords();
  const contacts = isContactSection(section);
  const where = rowName({ locale, t, sections }, section, index + 1);
  const problem = (field: 'text' | 'phone'): PlanError | undefined =>
    control.errors.find((error) => error.section === section && error.key === row.key && error.field === field);
  const fields = (['text', 'phone'] as const).filter((field) => field === 'text' || contacts);
  return (
    <li className={styles.row}>
      <div className={styles.rowFields}>
        <Field
          id={fieldId(idPrefix, section, row.key, 'text')}
          label={contacts ? <Named visible={t.name} hidden={`, ${where}`} /> : where}
          labelVisible={contacts}
          className={contacts ? styles.nameField : styles.itemField}
          value={row.text}
          invalid={problem('text') !== undefined}
          onChange={(text) => control.update(section, row.key, { text })}
        />
        {contacts ? (
          <Field
            id={fieldId(idPrefix, section, row.key, 'phone')}
            label={<Named visible={t.phone} hidden={`, ${where}`} />}
            labelVisible
            className={styles.phoneField}
            type="tel"
            value={row.phone}
            invalid={problem('phone') !== undefined}
            onChange={(phone) => control.update(section, row.key, { phone })}
          />
        ) : null}
        <button
          type="button"
          className={styles.remove}
          title={t.remove}
          aria-label={fill(locale, t.removeRow, { where })}
          onClick={() => control.remove(section, row.key)}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {fields.map((field) => {
        const error = problem(field);
        return error ? (
          <p key={field} id={`${fieldId(idPrefix, section, row.key, field)}-error`} className={fieldStyles.error}>
            {error.message}
          </p>
        ) : null;
      })}
    </li>
  );
}
