import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { memoryQuery, privacyConsentMutation, privacyConsentQuery } from '../../lib/queries/memory';
import { Button } from '../../ui/Button';
import * as styles from './MemoryPanel.css';

/**
 * Express consent (issue 20; PIPEDA): memory across sessions is off until the person turns it on here. The screen
 * says what is kept, where it is processed and how to take it back; the server enforces it
 * (server/ai/memory/memory-store.ts, server/routes/memory/consent.ts). Turning memory off asks first, since it
 * deletes everything Doro remembers.
 */
export function PrivacyConsent() {
  const queryClient = useQueryClient();
  const consent = useQuery(privacyConsentQuery());
  const [status, setStatus] = useState('');
  const [confirmOff, setConfirmOff] = useState(false);
  const memoryId = useId();
  const change = useMutation({
    ...privacyConsentMutation(),
    onSuccess: (next, memory) => {
      queryClient.setQueryData(privacyConsentQuery().queryKey, next);
      void queryClient.invalidateQueries({ queryKey: memoryQuery().queryKey });
      if (memory) setStatus('Memory is on: Doro will keep a summary of each session from now on.');
      else {
        const count = next.forgotten ?? 0;
        setStatus(`Memory is off. Doro deleted what it remembered (${count} ${count === 1 ? 'session' : 'sessions'}).`);
      }
    },
  });

  if (consent.isPending) return <p className={styles.muted}>Loading your privacy choices…</p>;
  if (consent.isError) {
    return (
      <p className={styles.error} role="alert">
        We could not load your privacy choices: {consent.error.message}
      </p>
    );
  }
  const now = consent.data;
  const busy = change.isPending;
  const where = now.outsideModelHost
    ? `encrypted on Doro’s server; the summary is written by the language model at ${now.outsideModelHost}, which also writes Doro’s replies`
    : 'encrypted on Doro’s own server, where the summary is also written';

  return (
    <section className={styles.panel} aria-labelledby="privacy-choices-heading">
      <h2 id="privacy-choices-heading" className={styles.heading}>
        Your privacy choices
      </h2>
      <div className={styles.editor}>
        <label className={styles.label} htmlFor={memoryId}>
          <input
            id={memoryId}
            type="checkbox"
            checked={now.memory}
            disabled={busy}
            aria-describedby={`${memoryId}-what`}
            onChange={(event) => {
              if (event.target.checked) change.mutate(true);
              else setConfirmOff(true);
            }}
          />{' '}
          Remember my sessions
        </label>
        <p id={`${memoryId}-what`} className={styles.muted}>
          Off until you turn it on. What is kept: a short summary of each finished session (a few sentences, not the
          conversation), so the next session can pick up where you left off. Where: {where}. How to take it back: turn
          this off and everything Doro remembers is deleted at once; you can also forget single lines below.
        </p>
        {confirmOff ? (
          <div className={styles.actions}>
            <p className={styles.summary}>
              Turning memory off deletes everything Doro remembers. This cannot be undone.
            </p>
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => {
                setConfirmOff(false);
                change.mutate(false);
              }}
            >
              Turn off and delete
            </Button>
            <Button variant="secondary" onClick={() => setConfirmOff(false)}>
              Keep memory on
            </Button>
          </div>
        ) : null}
      </div>
      <output className={styles.muted}>{status}</output>
      {change.isError ? (
        <p className={styles.error} role="alert">
          Your choice was not saved: {change.error.message}
        </p>
      ) : null}
    </section>
  );
}
