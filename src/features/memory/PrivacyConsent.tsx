import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import {
  memoryQuery,
  outsideModelConsentMutation,
  privacyConsentMutation,
  privacyConsentQuery,
} from '../../lib/queries/memory';
import { Button } from '../../ui/Button';
import * as styles from './MemoryPanel.css';

/**
 * Express consent (issue 20; PIPEDA): memory across sessions, and sending the conversation to an outside model, are
 * off until the person turns them on here. The screen says what is kept or sent, where it is processed and how to
 * take it back; the server enforces both (server/ai/memory/memory-store.ts, server/ai/model-consent.ts,
 * server/routes/memory/consent.ts). Turning memory off asks first, since it deletes everything Doro remembers.
 */
export function PrivacyConsent() {
  const queryClient = useQueryClient();
  const consent = useQuery(privacyConsentQuery());
  const [status, setStatus] = useState('');
  const [confirmOff, setConfirmOff] = useState(false);
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

  const modelChange = useMutation({
    ...outsideModelConsentMutation(),
    onSuccess: (next, outsideModel) => {
      queryClient.setQueryData(privacyConsentQuery().queryKey, next);
      const host = next.outsideModelHost;
      if (!outsideModel) {
        setStatus(
          'The outside model is off: from your next message, Doro’s own engine writes every reply on Doro’s server.',
        );
      } else if (host) setStatus(`The outside model is on: from your next message, your conversation goes to ${host}.`);
      else
        setStatus('It is on, but this Doro has no outside model set up: Doro’s own engine still writes every reply.');
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
  const busy = change.isPending || modelChange.isPending;
  const where =
    now.outsideModelHost && now.outsideModel
      ? `encrypted on Doro’s server; the summary is written by the language model at ${now.outsideModelHost}, which also writes Doro’s replies`
      : 'encrypted on Doro’s own server, where the summary is also written';

  return (
    <section className={styles.panel} aria-labelledby="privacy-choices-heading">
      <h2 id="privacy-choices-heading" className={styles.heading}>
        Your privacy choices
      </h2>
      <div className={styles.editor}>
        <ConsentSwitch
          label="Remember my sessions"
          checked={now.memory}
          disabled={busy}
          onChange={(checked) => {
            if (checked) change.mutate(true);
            else setConfirmOff(true);
          }}
        >
          Off until you turn it on. What is kept: a short summary of each finished session (a few sentences, not the
          conversation), so the next session can pick up where you left off. Where: {where}. How to take it back: turn
          this off and everything Doro remembers is deleted at once; you can also forget single lines below.
        </ConsentSwitch>
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
      <div className={styles.editor}>
        <ConsentSwitch
          label="Send my conversation to an outside AI model"
          checked={now.outsideModel}
          disabled={busy}
          onChange={(checked) => modelChange.mutate(checked)}
        >
          {now.outsideModelHost ? (
            <>
              Off until you turn it on. What is sent: the messages of your conversation (yours and Doro’s replies), with
              what Doro remembers if memory is on, to write each reply, to double-check your messages for safety and to
              summarise the session. Where it is processed: by the provider of the language model at{' '}
              {now.outsideModelHost}, outside Doro’s server. While this is off, Doro’s own engine writes every reply on
              Doro’s server and nothing is sent. How to take it back: turn this off; from your next message nothing more
              is sent.
            </>
          ) : (
            <>
              Off until you turn it on. This Doro has no outside model set up: replies come from Doro’s own engine, on
              Doro’s server, whether this is on or off, and nothing you write is sent elsewhere. If one is set up later,
              your conversation goes to it only while this is on; turn it off at any time to stop that from your next
              message.
            </>
          )}
        </ConsentSwitch>
      </div>
      <output className={styles.muted}>{status}</output>
      {change.isError || modelChange.isError ? (
        <p className={styles.error} role="alert">
          Your choice was not saved: {(change.error ?? modelChange.error)?.message}
        </p>
      ) : null}
    </section>
  );
}

/** One privacy choice: a labelled checkbox, described by what it keeps or sends, where, and how to take it back. */
function ConsentSwitch({
  label,
  checked,
  disabled,
  onChange,
  children,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <label className={styles.label} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-what`}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        {label}
      </label>
      <p id={`${id}-what`} className={styles.muted}>
        {children}
      </p>
    </>
  );
}
