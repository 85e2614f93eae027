import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { SafetyPlan } from '../../contract/safety-plan';
import { safetyPlanQuery } from '../../lib/queries/safety-plan';
import { Button } from '../../ui/Button';
import { YourPlan } from '../../ui/YourPlan';
import { DeletePlan } from './DeletePlan';
import { SafetyPlanEditor } from './SafetyPlanEditor';
import * as styles from './SafetyPlanPanel.css';
import { usePlanForm } from './use-plan-form';

const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' });

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
        Safety plan
      </h2>
      <p className={styles.muted}>
        A short plan, in your own words, for when things get very hard: the signs to watch for, what helps, and who to
        reach. If a conversation with Doro turns to crisis, Doro shows it to you first. Only you can see it.
      </p>
      {plan.isPending ? <output className={styles.muted}>Loading your plan…</output> : null}
      {plan.isError ? (
        <div className={styles.actions}>
          <p role="alert" className={styles.error}>
            {plan.error.message}
          </p>
          <Button variant="secondary" onClick={() => void plan.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {plan.isSuccess && editing ? <EditPlan plan={plan.data} onDone={stopEditing} /> : null}
      {plan.isSuccess && !editing && plan.data ? (
        <>
          <YourPlan
            plan={plan.data}
            headingLevel={3}
            title="Your safety plan"
            intro={`Last changed ${dateFormat.format(new Date(plan.data.updatedAt))}.`}
          />
          <div className={styles.actions}>
            <Button onClick={() => setEditing(true)}>Edit my plan</Button>
            <DeletePlan onDeleted={() => heading.current?.focus()} />
          </div>
        </>
      ) : null}
      {plan.isSuccess && !editing && !plan.data ? (
        <div className={styles.actions}>
          <Button onClick={() => setEditing(true)}>Make my safety plan</Button>
        </div>
      ) : null}
    </section>
  );
}
