import { type RefObject, useEffect, useState } from 'react';

/**
 * After a form is refused for what was typed, the focus goes to the first field marked invalid (aria-invalid), so a
 * keyboard or screen-reader user lands on what to fix instead of staying on the submit button. Call `refused()` in
 * the submit handler when it stops for a field's problem; the focus moves once the errors are on the page.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, form]);
  return () => setAttempt((count) => count + 1);
}
