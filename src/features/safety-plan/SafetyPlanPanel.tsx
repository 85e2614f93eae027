import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { SafetyPlan } from '../../contract/safety-plan';
import { safetyPlanQuery } from '../../lib/queries/safety-plan';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { formatDate } from '../../lib/i18n/format';
import { Button } from '../../ui/Button';
import { YourPlan } from '../../ui/YourPlan';
import { DeletePlan } from './DeletePlan';
import { safetyPlanMessages } from './safety-plan.messages';
import { SafetyPlanEditor } from './SafetyPlanEditor';
import * as styles from './SafetyPlanPanel.css';
import { usePlanForm } from './use-plan-form';

/** Edits the plan in place of the panel's view; a fresh form each time it opens. */
function EditPlan({ plan, onDone }: { plan: SafetyPlan | null; onDone: () => void }) {
  const control = usePlanForm(plan, onDone);
  return <SafetyPlanEditor control={control} onCancel={onDone} />;
}

/**
 * /profile's "Safety plan": what it is, the person's plan (or the way to make one), and editing or deleting it.
 * Fetches its own data, as the other panels do.
 */
export function SafetyPlanPanel() {
  const t = useMessages(safetyPlanMessages);
  const locale = useLocale();
  const plan = useQuery(safetyPlanQuery());
  const [editing, setEditing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const stopEditing = () => {
    setEditing(false);
    // Back to the top of the panel, where the result shows: the editor's buttons are gone.
    heading.current?.focus();
  };

  return (
    <section className={styles.panel} aria-labelledby="safety-plan-title" id="safety-plan">
      <h2 id="safety-plan-title" className={styles.heading} ref={heading} tabIndex={-1}>
        {t.panelTitle}
      </h2>
      <p className={styles.muted}>{t.panelText}</p>
      {plan.isPending ? <output className={styles.muted}>{t.loading}</output> : null}
      {plan.isError ? (
        <div className={styles.actions}>
          <p role="alert" className={styles.error}>
            {plan.error.message}
          </p>
          <Button variant="secondary" onClick={() => void plan.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      ) : null}
      {plan.isSuccess && editing ? <EditPlan plan={plan.data} onDone={stopEditing} /> : null}
      {plan.isSuccess && !editing && plan.data ? (
        <>
          <YourPlan
            plan={plan.data}
            headingLevel={3}
            title={t.yourSafetyPlan}
            intro={fill(locale, t.lastChanged, {
              date: formatDate(locale, new Date(plan.data.updatedAt), { dateStyle: 'medium' }),
            })}
          />
          <div className={styles.actions}>
            <Button onClick={() => setEditing(true)}>{t.editPlan}</Button>
            <DeletePlan onDeleted={() => heading.current?.focus()} />
          </div>
        </>
      ) : null}
      {plan.isSuccess && !editing && !plan.data ? (
        <div className={styles.actions}>
          <Button onClick={() => setEditing(true)}>{t.makePlan}</Button>
        </div>
      ) : null}
    </section>
  );
}
