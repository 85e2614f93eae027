import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import type { SafetyPlan } from '../../contract/safety-plan';
import { safetyPlanQuery } from '../../lib/queries/safety-plan';
import { Button } from '../../ui/Button';
import { SafetyPlanEditor } from './SafetyPlanEditor';
import * as styles from './SafetyPlanDialog.css';
import { usePlanForm } from './use-plan-form';

export interface SafetyPlanDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where the focus goes when the dialog closes, when not back to what opened it. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The editor inside the dialog: Escape or a click outside asks before what was typed is lost. */
function DialogEditor({
  plan,
  onClose,
  onCloseAutoFocus,
}: Pick<SafetyPlanDialogProps, 'onClose' | 'onCloseAutoFocus'> & { plan: SafetyPlan | null }) {
  const control = usePlanForm(plan, onClose);
  const keepWhatWasTyped = (event: Event) => {
    if (!control.dirty) return;
    event.preventDefault();
    control.askToDiscard();
  };
  return (
    <Dialog.Content
      className={styles.content}
      onEscapeKeyDown={keepWhatWasTyped}
      onInteractOutside={keepWhatWasTyped}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <Title />
      <SafetyPlanEditor control={control} onCancel={onClose} />
    </Dialog.Content>
  );
}

function Title() {
  return (
    <>
      <Dialog.Title className={styles.title}>Your safety plan</Dialog.Title>
      <Dialog.Description className={styles.description}>
        In your own words, for when things get very hard. Short is fine, and you can change it any time. Your
        conversation stays where it is.
      </Dialog.Description>
    </>
  );
}

/**
 * The safety plan editor over another page (the chat): that page and what was written on it stay as they are
 * underneath. The plan is read from the shared cache; a save updates it there, so the crisis card shows it at once.
 */
export function SafetyPlanDialog({ open, onClose, onCloseAutoFocus }: SafetyPlanDialogProps) {
  const plan = useQuery({ ...safetyPlanQuery(), enabled: open });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        {plan.isSuccess ? (
          <DialogEditor plan={plan.data} onClose={onClose} onCloseAutoFocus={onCloseAutoFocus} />
        ) : (
          <Dialog.Content className={styles.content} onCloseAutoFocus={onCloseAutoFocus}>
            <Title />
            {plan.isError ? <p role="alert">{plan.error.message}</p> : <output>Loading your plan…</output>}
            <div className={styles.actions}>
              {plan.isError ? <Button onClick={() => void plan.refetch()}>Try again</Button> : null}
              <Dialog.Close asChild>
                <Button variant="secondary">Close</Button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
