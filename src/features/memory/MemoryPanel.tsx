import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { forgetMemoryMutation, memoryQuery } from '../../lib/queries/memory';
import { Button } from '../../ui/Button';
import * as styles from './MemoryPanel.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * What Doro remembers (issue 5): the summary of each earlier session that new sessions start from. The person can
 * make Doro forget one or all of them; the session history itself stays (it is deleted from the sessions list).
 * No props: it fetches its own data, so /profile (or any page) can simply render it.
 */
export function MemoryPanel() {
  const queryClient = useQueryClient();
  const memory = useQuery(memoryQuery());
  const [confirmAll, setConfirmAll] = useState(false);
  const forget = useMutation({
    ...forgetMemoryMutation(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoryQuery().queryKey }),
  });
  const items = memory.data ?? [];

  return (
    <section className={styles.panel} aria-labelledby="memory-heading">
      <h2 id="memory-heading" className={styles.heading}>
        What Doro remembers
      </h2>
      <p className={styles.muted}>
        After each session, Doro keeps a short summary so the next one can pick up where you left off. Only you can see
        it, and you can make Doro forget it at any time.
      </p>
      {memory.isPending && <p className={styles.muted}>Loading…</p>}
      {memory.isError && (
        <p className={styles.error} role="alert">
          {memory.error.message}
        </p>
      )}
      {memory.isSuccess && items.length === 0 && <p className={styles.muted}>Doro doesn’t remember anything yet.</p>}
      {items.length > 0 && (
        <ul className={styles.list} aria-label="Memories">
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <p className={styles.summary}>
                <strong>{dateFormat.format(new Date(item.sessionStartedAt))}: </strong>
                {item.summary}
              </p>
              <Button
                variant="secondary"
                disabled={forget.isPending}
                aria-label={`Forget the session of ${dateFormat.format(new Date(item.sessionStartedAt))}`}
                onClick={() => forget.mutate(item.id)}
              >
                Forget
              </Button>
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 &&
        (confirmAll ? (
          <div>
            <p>Doro will forget every earlier session. Your session history stays. Forget everything?</p>
            <Button
              variant="danger"
              disabled={forget.isPending}
              onClick={() =>
                forget.mutate(undefined, {
                  onSettled: () => setConfirmAll(false),
                })
              }
            >
              Yes, forget everything
            </Button>{' '}
            <Button variant="secondary" onClick={() => setConfirmAll(false)}>
              Cancel
            </Button>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setConfirmAll(true)}>
            Forget everything
          </Button>
        ))}
      {forget.isError && (
        <p className={styles.error} role="alert">
          {forget.error.message}
        </p>
      )}
    </section>
  );
}
