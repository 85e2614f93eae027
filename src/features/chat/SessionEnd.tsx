import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ShareLink } from '../../contract/common';
import { useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import { rateSession, revokeSessionShares, shareSession } from './feedback-api';
import { sessionEndMessages } from './session-end.messages';
import * as styles from './SessionEnd.css';

interface SessionEndProps {
  sessionId: string;
  /** The session is finished (2) with its summary: only then is there something to share. */
  canShare: boolean;
}

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * What the end of a session offers besides a new one: saying how it went (a rating and an optional comment) and a
 * read-only link to its summary for someone the person chooses.
 */
export function SessionEnd({ sessionId, canShare }: SessionEndProps) {
  const t = useMessages(sessionEndMessages);
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The 'End session' button that had the focus is gone: a keyboard user continues here, not at the page's top.
  // Only when the focus was lost; never taken from where the person put it.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus();
  }, []);

  return (
    <>
      <section className={styles.card} aria-labelledby={`${ids}-feedback`}>
        <h2 id={`${ids}-feedback`} ref={heading} tabIndex={-1} className={styles.heading}>
          {t.howWasIt}
        </h2>
        <SessionRating sessionId={sessionId} />
      </section>
      {canShare ? (
        <section className={styles.card} aria-labelledby={`${ids}-share`}>
          <h2 id={`${ids}-share`} className={styles.heading}>
            {t.shareSummary}
          </h2>
          <ShareSummary sessionId={sessionId} />
        </section>
      ) : null}
    </>
  );
}

function SessionRating({ sessionId }: { sessionId: string }) {
  const t = useMessages(sessionEndMessages);
  const commentId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'saving') return;
    if (rating === null) {
      setError(t.chooseRating);
      return;
    }
    setError(null);
    setState('saving');
    try {
      await rateSession(sessionId, rating, comment);
      setState('saved');
    } catch (failure) {
      setError(messageOf(failure));
      setState('idle');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t.rateSession} noValidate>
      <div className={styles.form}>
        <fieldset className={styles.fieldset} aria-describedby={error ? `${commentId}-error` : undefined}>
          <legend className={styles.legend}>{t.ratingLegend}</legend>
          <div className={styles.scale}>
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value} className={styles.step}>
                <input
                  className={styles.radio}
                  type="radio"
                  name={`${sessionId}-rating`}
                  value={value}
                  checked={rating === value}
                  onChange={() => {
                    setRating(value);
                    setState('idle');
                  }}
                />
                {value}
                <span className={visuallyHidden}>{t.ofFive}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={commentId} className={styles.label}>
          {t.comment}
        </label>
        <textarea
          id={commentId}
          className={styles.textarea}
          value={comment}
          maxLength={2000}
          onChange={(event) => {
            setComment(event.target.value);
            setState('idle');
          }}
        />
        <p className={styles.muted}>{t.commentNote}</p>
        <div className={styles.actions}>
          {/* Not disabled while saving: a disabled button drops the keyboard focus to the page's top. */}
          <Button type="submit">{state === 'saving' ? t.sending : t.sendFeedback}</Button>
        </div>
        {error ? (
          <p id={`${commentId}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <output className={styles.text}>{state === 'saved' ? t.feedbackSaved : ''}</output>
      </div>
    </form>
  );
}

function ShareSummary({ sessionId }: { sessionId: string }) {
  const t = useMessages(sessionEndMessages);
  const fieldId = useId();
  const [link, setLink] = useState<ShareLink | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const makeButton = useRef<HTMLButtonElement>(null);

  const act = async (what: () => Promise<void>) => {
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      await what();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const make = () =>
    act(async () => {
      const made = await shareSession(sessionId);
      // The button pressed goes away with what it did: the focus follows to what replaces it.
      flushSync(() => {
        setLink(made);
        setStatus(t.linkReady);
      });
      field.current?.focus();
    });
  const revoke = () =>
    act(async () => {
      await revokeSessionShares(sessionId);
      flushSync(() => {
        setLink(null);
        setStatus(t.linkRevoked);
      });
      makeButton.current?.focus();
    });
  const copy = () =>
    act(async () => {
      if (!link) return;
      try {
        await navigator.clipboard.writeText(link.url);
        setStatus(t.linkCopied);
      } catch {
        field.current?.select();
        setStatus(t.copyBlocked);
      }
    });

  return (
    <>
      <p className={styles.text}>{t.shareText}</p>
      {link ? (
        <>
          <label htmlFor={fieldId} className={styles.label}>
            {t.yourLink}
          </label>
          <input
            id={fieldId}
            ref={field}
            className={styles.linkField}
            value={link.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className={styles.actions}>
            <Button onClick={() => void copy()}>{t.copyLink}</Button>
            <Button variant="secondary" onClick={() => void revoke()}>
              {t.revokeLink}
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <Button ref={makeButton} variant="secondary" onClick={() => void make()}>
            {t.makeLink}
          </Button>
        </div>
      )}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <output className={styles.text}>{status}</output>
    </>
  );
}
