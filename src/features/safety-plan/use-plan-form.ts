import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SafetyPlan, SafetyPlanContact, SafetyPlanSection } from '../../contract/safety-plan';
import { useLocale, useMessages } from '../../lib/i18n/i18n';
import { safetyPlanQuery, saveSafetyPlanMutation } from '../../lib/queries/safety-plan';
import { usePlanSectionWords } from '../../lib/safety-plan-words';
import {
  addRow,
  checkPlan,
  formFromPlan,
  hasChanges,
  type PlanError,
  type PlanForm,
  removeRow,
  type Row,
  updateRow,
} from './plan-form';
import { safetyPlanMessages } from './safety-plan.messages';

// Row keys only tell rows apart in the page: a counter for the page's life is enough.
let lastKey = 0;
const newKey = () => `row-${(lastKey += 1)}`;

/** Where the focus goes after the form changed: a row's first field, or a section's add button. */
export type FocusTarget = { section: SafetyPlanSection; key: string } | { section: SafetyPlanSection; add: true };

/**
 * One editing of the plan: the rows, what stops a save, the save itself, and the question before discarding what
 * was typed. The profile's editor and the chat's dialog both run it, so they behave alike.
 */
export function usePlanForm(plan: SafetyPlan | null, onSaved: (plan: SafetyPlan) => void) {
  const words = { locale: useLocale(), t: useMessages(safetyPlanMessages), sections: usePlanSectionWords() };
  const queryClient = useQueryClient();
  const [start] = useState(() => formFromPlan(plan, newKey));
  const [form, setForm] = useState<PlanForm>(start);
  const [errors, setErrors] = useState<PlanError[]>([]);
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const save = useMutation({
    ...saveSafetyPlanMutation(),
    onSuccess: (saved) => {
      queryClient.setQueryData(safetyPlanQuery().queryKey, saved);
      onSaved(saved);
    },
  });

  return {
    form,
    errors,
    focus,
    saving: save.isPending,
    /** The server's refusal (what was typed stays in the form). */
    saveError: save.error?.message ?? null,
    dirty: hasChanges(form, start),
    askingToDiscard,
    update(section: SafetyPlanSection, key: string, change: Partial<Pick<Row, 'text' | 'phone'>>) {
      setForm((current) => updateRow(current, section, key, change));
    },
    add(section: SafetyPlanSection, filled?: SafetyPlanContact) {
      const key = newKey();
      setForm((current) => addRow(current, section, key, filled));
      setFocus({ section, key });
    },
    remove(section: SafetyPlanSection, key: string) {
      const rows = form[section];
      const index = rows.findIndex((row) => row.key === key);
      const before = rows[index - 1] ?? rows[index + 1];
      setForm((current) => removeRow(current, section, key));
      setFocus(before ? { section, key: before.key } : { section, add: true });
    },
    /** Checks and saves; false when something must be fixed first (`errors` says what). */
    submit(): boolean {
      const checked = checkPlan(form, words);
      if ('errors' in checked) {
        setErrors(checked.errors);
        return false;
      }
      setErrors([]);
      save.mutate(checked.body);
      return true;
    },
    askToDiscard: () => setAskingToDiscard(true),
    keepEditing: () => setAskingToDiscard(false),
  };
}

export type PlanFormControl = ReturnType<typeof usePlanForm>;
