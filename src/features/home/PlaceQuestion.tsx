import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Place } from '../../contract/places';
import { setPlace, userDataQuery } from '../../lib/queries/users';
import { Button } from '../../ui/Button';
import { type PlaceProblems, readPlace } from '../../ui/place-answers';
import { PlaceFields } from '../../ui/PlaceFields';
import * as styles from './Home.css';

/**
 * Asked once of an account made before Doro asked where people live (issue 20): answered, or skipped with "I'd
 * rather not say" (the strictest protections then apply). Either way it is not asked again; /profile changes it.
 * A card on the home page, not a dialog: nothing else waits for it.
 */
export function PlaceQuestion({ enabled }: { enabled: boolean }) {
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
      setError(
        cause instanceof Error && cause.message ? cause.message : 'Something went wrong. Please try again later.',
      );
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

  if (thanked)
    return <output className={styles.placeDone}>Thank you. You can change it any time on your profile.</output>;
  if (!user.data || user.data.placeAnsweredAt !== null) return null;
  return (
    <section className={styles.placeCard} aria-labelledby="place-question-title">
      <h2 id="place-question-title" className={styles.cardTitle}>
        Where do you live?
      </h2>
      <p className={styles.cardText}>
        Some protections, like how often Doro reminds you it is an AI, depend on the law where you live.
      </p>
      <form className={styles.placeForm} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <PlaceFields problems={problems} />
        {error ? (
          <p className={styles.placeError} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.placeActions}>
          <Button type="submit" disabled={busy}>
            Save
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void save({ country: null, region: null })}>
            Skip: I’d rather not say
          </Button>
        </div>
      </form>
    </section>
  );
}
