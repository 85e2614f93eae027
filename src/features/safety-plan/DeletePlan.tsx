import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { deleteSafetyPlanMutation, safetyPlanQuery } from '../../lib/queries/safety-plan';
import { useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import * as styles from './DeletePlan.css';
import { safetyPlanMessages } from './safety-plan.messages';

/** Deleting the plan, behind a confirmation: it cannot be brought back. */
export function DeletePlan({ onDeleted }: { onDeleted: () => void }) {
  const t = useMessages(safetyPlanMessages);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    ...deleteSafetyPlanMutation(),
    onSuccess: () => {
      setOpen(false);
      queryClient.setQueryData(safetyPlanQuery().queryKey, null);
      onDeleted();
    },
  });

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary">{t.deleteMyPlan}</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title className={styles.title}>{t.deleteTitle}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{t.deleteText}</AlertDialog.Description>
          {remove.isError ? (
            <p role="alert" className={styles.error}>
              {remove.error.message}
            </p>
          ) : null}
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                {t.keepPlan}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {remove.isPending ? t.deleting : t.deletePlan}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
