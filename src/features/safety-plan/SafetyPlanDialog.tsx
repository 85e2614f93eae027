import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import type { SafetyPlan } from '../../contract/safety-plan';
import { safetyPlanQuery } from '../../lib/queries/safety-plan';
import { useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { safetyPlanMessages } from './safety-plan.messages';
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
  const t = useMessages(safetyPlanMessages);
  return (
    <>
      <Dialog.Title className={styles.title}>{t.yourSafetyPlan}</Dialog.Title>
      <Dialog.Description className={styles.description}>{t.dialogText}</Dialog.Description>
    </>
  );
}

/**
 * The safety plan editor over another page (the chat): that page and what was written on it stay as they are
 * underneath. The plan is read from the shared cache; a save updates it there, so the crisis card shows it at once.
 */
export function SafetyPlanDialog({ open, onClose, onCloseAutoFocus }: SafetyPlanDialogProps) {
  const t = useMessages(safetyPlanMessages);
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
            {plan.isError ? <p role="alert">{plan.error.message}</p> : <output>{t.loading}</output>}
            <div className={styles.actions}>
              {plan.isError ? <Button onClick={() => void plan.refetch()}>{t.tryAgain}</Button> : null}
              <Dialog.Close asChild>
                <Button variant="secondary">{t.close}</Button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
