import { useEffect, useId, useRef, useState } from 'react';
import { safetyPlanSectionNames } from '../../contract/safety-plan';
import { useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { fieldId } from './PlanRow';
import { PlanSectionFields } from './PlanSectionFields';
import { safetyPlanMessages } from './safety-plan.messages';
import * as styles from './SafetyPlanEditor.css';
import type { PlanFormControl } from './use-plan-form';

interface SafetyPlanEditorProps {
  control: PlanFormControl;
  /** Leaves the editor; asked first when what was typed would be lost. */
  onCancel: () => void;
}

/**
 * The plan's six sections as a form. Nothing is saved until the person saves, and a save that fails (a check here, or
 * the server) keeps every word in the form and says what to change.
 */
export function SafetyPlanEditor({ control, onCancel }: SafetyPlanEditorProps) {
  const t = useMessages(safetyPlanMessages);
  const idPrefix = useId();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const keepEditing = useRef<HTMLButtonElement>(null);
  const [failedSaves, setFailedSaves] = useState(0);

  // After a row is added or removed, the focus goes where the person is working, not to the top of the page.
  useEffect(() => {
    const target = control.focus;
    if (!target) return;
    const selector =
      'key' in target
        ? `#${CSS.escape(fieldId(idPrefix, target.section, target.key, 'text'))}`
        : `[data-add="${target.section}"]`;
    form.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [control.focus, idPrefix]);

  // Asked whether to discard: the safe answer has the focus.
  useEffect(() => {
    if (control.askingToDiscard) keepEditing.current?.focus();
  }, [control.askingToDiscard]);

  // A save refused by the check: the list of what to fix is read out first.
  useEffect(() => {
    if (failedSaves > 0) summary.current?.focus();
  }, [failedSaves]);

  return (
    <form
      ref={form}
      className={styles.form}
      aria-label={t.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!control.submit()) setFailedSaves((count) => count + 1);
      }}
    >
      {control.errors.length > 0 ? (
        <div ref={summary} className={styles.summary} role="alert" tabIndex={-1}>
          <p className={styles.summaryTitle}>{t.notSaved}</p>
          <ul className={styles.summaryList}>
            {control.errors.map((error) => (
              <li key={error.message}>{error.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {safetyPlanSectionNames.map((section) => (
        <PlanSectionFields key={section} section={section} control={control} idPrefix={idPrefix} />
      ))}
      {control.saveError ? (
        <p role="alert" className={styles.saveError}>
          {control.saveError} {t.stillHere}
        </p>
      ) : null}
      {control.askingToDiscard ? (
        <div className={styles.actions}>
          <p className={styles.discardQuestion}>{t.leaveQuestion}</p>
          <Button ref={keepEditing} onClick={control.keepEditing}>
            {t.keepEditing}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t.discard}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button type="submit" disabled={control.saving}>
            {control.saving ? t.saving : t.savePlan}
          </Button>
          <Button variant="secondary" onClick={() => (control.dirty ? control.askToDiscard() : onCancel())}>
            {t.cancel}
          </Button>
        </div>
      )}
    </form>
  );
}
