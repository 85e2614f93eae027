import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as formStyles from './AuthForm.css';
import * as styles from './LogoutDialog.css';
import { emailProblem } from './email-problem';
import { googleMessages } from './signup.messages';

interface EmulatorGoogleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onContinue: (email: string) => void;
}

/**
 * Local mode only. Google's popup loads from Google's servers, which a local copy of Doro cannot reach, so the Auth
 * emulator stands in for Google: this dialog asks which (pretend) Google account to sign in as, and says so plainly.
 */
export function EmulatorGoogleDialog({ open, onOpenChange, onContinue }: EmulatorGoogleDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const t = useMessages(googleMessages);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Not the page's form: this dialog is portalled, but its submit event still bubbles through React's tree.
    event.stopPropagation();
    const email = String(new FormData(event.currentTarget).get('googleEmail') ?? '').trim();
    const problem = emailProblem(email);
    setError(problem);
    if (problem) return;
    onOpenChange(false);
    onContinue(email);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{t.emulatorTitle}</Dialog.Title>
          <Dialog.Description className={styles.description}>{t.emulatorDescription}</Dialog.Description>
          <form className={formStyles.form} onSubmit={onSubmit} noValidate>
            <TextField label={t.emulatorEmail} name="googleEmail" type="email" autoComplete="email" error={error} />
            <div className={styles.actions}>
              <Dialog.Close asChild>
                <Button variant="secondary">{t.cancel}</Button>
              </Dialog.Close>
              <Button type="submit">{t.continue}</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
