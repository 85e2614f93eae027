import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { setPlace, userDataQuery } from '../../lib/queries/users';
import { useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { type PlaceProblems, RATHER_NOT_SAY, readPlace } from '../../ui/place-answers';
import { PlaceFields } from '../../ui/PlaceFields';
import { useReturnFocus } from '../../ui/use-return-focus';
import * as styles from './Profile.css';
import { profileMessages } from './profile.messages';

/**
 * Where the person lives, changed here (issue 20): the duties Doro owes them follow it. Closing the form, saved or
 * not, puts the focus back on the button.
 */
export function PlaceEditor({
  country,
  region,
  answered,
}: {
  country: string | null;
  region: string | null;
  /** Whether the person answered (or skipped) the question: a skip shows as "I'd rather not say". */
  answered: boolean;
}) {
  const t = useMessages(profileMessages);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Partial<PlaceProblems>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const buttonRef = useReturnFocus<HTMLButtonElement>(open);

  function close() {
    setOpen(false);
    setProblems({});
    setError(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const check = readPlace(new FormData(form));
    if ('problems' in check) {
      setProblems(check.problems);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      const user = await setPlace(check.place);
      queryClient.setQueryData(userDataQuery().queryKey, user);
      setSaved(true);
      close();
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t.somethingWrong);
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <div className={styles.editable}>
        {saved ? <output className={styles.done}>{t.saved}</output> : null}
        <Button
          ref={buttonRef}
          variant="secondary"
          onClick={() => {
            setSaved(false);
            setOpen(true);
          }}
        >
          {t.changeWhereYouLive}
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.editForm} onSubmit={onSubmit} noValidate aria-busy={busy} aria-label={t.whereYouLive}>
      <PlaceFields
        defaultCountry={country ?? (answered ? RATHER_NOT_SAY : '')}
        defaultRegion={region ?? ''}
        problems={problems}
      />
      {error ? (
        <p className={styles.danger} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {t.save}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
