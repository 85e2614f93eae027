import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import {
  memoryQuery,
  outsideModelConsentMutation,
  privacyConsentMutation,
  privacyConsentQuery,
} from '../../lib/queries/memory';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { plural } from '../../lib/i18n/format';
import { Button } from '../../ui/Button';
import * as styles from './MemoryPanel.css';
import { privacyMessages } from './memory.messages';

/**
 * Express consent (issue 20; PIPEDA): memory across sessions, and sending the conversation to an outside model, are
 * off until the person turns them on here. The screen says what is kept or sent, where it is processed and how to
 * take it back; the server enforces both (server/ai/memory/memory-store.ts, server/ai/model-consent.ts,
 * server/routes/memory/consent.ts). Turning memory off asks first, since it deletes everything Doro remembers.
 */
export function PrivacyConsent() {
  const t = useMessages(privacyMessages);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const consent = useQuery(privacyConsentQuery());
  const [status, setStatus] = useState('');
  const [confirmOff, setConfirmOff] = useState(false);
  const change = useMutation({
    ...privacyConsentMutation(),
    onSuccess: (next, memory) => {
      queryClient.setQueryData(privacyConsentQuery().queryKey, next);
      void queryClient.invalidateQueries({ queryKey: memoryQuery().queryKey });
      setStatus(memory ? t.memoryOn : plural(locale, t.memoryOff, next.forgotten ?? 0));
    },
  });

  const modelChange = useMutation({
    ...outsideModelConsentMutation(),
    onSuccess: (next, outsideModel) => {
      queryClient.setQueryData(privacyConsentQuery().queryKey, next);
      const host = next.outsideModelHost;
      if (!outsideModel) setStatus(t.modelOff);
      else if (host) setStatus(fill(locale, t.modelOn, { host }));
      else setStatus(t.modelOnNone);
    },
  });

  if (consent.isPending) return <p className={styles.muted}>{t.loading}</p>;
  if (consent.isError) {
    return (
      <p className={styles.error} role="alert">
        {fill(locale, t.loadFailed, { error: consent.error.message })}
      </p>
    );
  }
  const now = consent.data;
  const busy = change.isPending || modelChange.isPending;
  const where =
    now.outsideModelHost && now.outsideModel
      ? fill(locale, t.whereOutside, { host: now.outsideModelHost })
      : t.whereOwn;

  return (
    <section className={styles.panel} aria-labelledby="privacy-choices-heading">
      <h2 id="privacy-choices-heading" className={styles.heading}>
        {t.heading}
      </h2>
      <div className={styles.editor}>
        <ConsentSwitch
          label={t.memoryLabel}
          checked={now.memory}
          disabled={busy}
          onChange={(checked) => {
            if (checked) change.mutate(true);
            else setConfirmOff(true);
          }}
        >
          {fill(locale, t.memoryWhat, { where })}
        </ConsentSwitch>
        {confirmOff ? (
          <div className={styles.actions}>
            <p className={styles.summary}>{t.offWarning}</p>
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => {
                setConfirmOff(false);
                change.mutate(false);
              }}
            >
              {t.turnOff}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmOff(false)}>
              {t.keepOn}
            </Button>
          </div>
        ) : null}
      </div>
      <div className={styles.editor}>
        <ConsentSwitch
          label={t.modelLabel}
          checked={now.outsideModel}
          disabled={busy}
          onChange={(checked) => modelChange.mutate(checked)}
        >
          {now.outsideModelHost ? fill(locale, t.modelWhat, { host: now.outsideModelHost }) : t.modelWhatNone}
        </ConsentSwitch>
      </div>
      <output className={styles.muted}>{status}</output>
      {change.isError || modelChange.isError ? (
        <p className={styles.error} role="alert">
          {fill(locale, t.notSaved, { error: (change.error ?? modelChange.error)?.message ?? '' })}
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
