import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Place } from '../../contract/places';
import { messagesNow, useMessages } from '../../lib/i18n/i18n';
import { setPlace, userDataQuery } from '../../lib/queries/users';
import { Button } from '../../ui/Button';
import { type PlaceProblems, readPlace } from '../../ui/place-answers';
import { PlaceFields } from '../../ui/PlaceFields';
import * as styles from './Home.css';
import { homeMessages } from './home.messages';

/**
 * Asked once of an account made before Doro asked where people live (issue 20): answered, or skipped with "I'd
 * rather not say" (the strictest protections then apply). Either way it is not asked again; /profile changes it.
 * A card on the home page, not a dialog: nothing else waits for it.
 */
export function PlaceQuestion({ enabled }: { enabled: boolean }) {
  const t = useMessages(homeMessages);
  const queryClient = useQueryClient();
  const user = useQuery({ ...userDataQuery(), enabled });
  const [problems, setProblems] = useState<Partial<PlaceProblems>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);

  async function save(place: Place) {
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(userDataQuery().queryKey, await setPlace(place));
      setThanked(true);
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : messagesNow(homeMessages).somethingWrong);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const check = readPlace(new FormData(form));
    if ('problems' in check) {
      setProblems(check.problems);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setProblems({});
    void save(check.place);
  }

  if (thanked) return <output className={styles.placeDone}>{t.placeThanks}</output>;
  if (!user.data || user.data.placeAnsweredAt !== null) return null;
  return (
    <section className={styles.placeCard} aria-labelledby="place-question-title">
      <h2 id="place-question-title" className={styles.cardTitle}>
        {t.placeTitle}
      </h2>
      <p className={styles.cardText}>{t.placeText}</p>
      <form className={styles.placeForm} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <PlaceFields problems={problems} />
        {error ? (
          <p className={styles.placeError} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.placeActions}>
          <Button type="submit" disabled={busy}>
            {t.placeSave}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void save({ country: null, region: null })}>
            {t.placeSkip}
          </Button>
        </div>
      </form>
    </section>
  );
}
