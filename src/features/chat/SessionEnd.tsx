import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ShareLink } from '../../contract/common';
import { Button } from '../../ui/Button';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import { rateSession, revokeSessionShares, shareSession } from './feedback-api';
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
          How was this session?
        </h2>
        <SessionRating sessionId={sessionId} />
      </section>
      {canShare ? (
        <section className={styles.card} aria-labelledby={`${ids}-share`}>
          <h2 id={`${ids}-share`} className={styles.heading}>
            Share the summary
          </h2>
          <ShareSummary sessionId={sessionId} />
        </section>
      ) : null}
    </>
  );
}

function SessionRating({ sessionId }: { sessionId: string }) {
  const commentId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'saving') return;
    if (rating === null) {
      setError('Choose a rating from 1 to 5 first.');
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
    <form onSubmit={(event) => void submit(event)} aria-label="Rate this session" noValidate>
      <div className={styles.form}>
        <fieldset className={styles.fieldset} aria-describedby={error ? `${commentId}-error` : undefined}>
          <legend className={styles.legend}>How helpful was it, from 1 (not at all) to 5 (very)?</legend>
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
                <span className={visuallyHidden}> of 5</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={commentId} className={styles.label}>
          Anything you want to tell us? (optional)
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
        <p className={styles.muted}>Your comment is kept with this session, and only you can see it.</p>
        <div className={styles.actions}>
          {/* Not disabled while saving: a disabled button drops the keyboard focus to the page's top. */}
          <Button type="submit">{state === 'saving' ? 'Sending…' : 'Send feedback'}</Button>
        </div>
        {error ? (
          <p id={`${commentId}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <output className={styles.text}>{state === 'saved' ? 'Thank you: your feedback is saved.' : ''}</output>
      </div>
    </form>
  );
}

function ShareSummary({ sessionId }: { sessionId: string }) {
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
        setStatus('Your link is ready. It shows the summary only, never the conversation.');
      });
      field.current?.focus();
    });
  const revoke = () =>
    act(async () => {
      await revokeSessionShares(sessionId);
      flushSync(() => {
        setLink(null);
        setStatus('The link is revoked: it shows nothing any more.');
      });
      makeButton.current?.focus();
    });
  const copy = () =>
    act(async () => {
      if (!link) return;
      try {
        await navigator.clipboard.writeText(link.url);
        setStatus('The link is copied.');
      } catch {
        field.current?.select();
        setStatus('Copying is not allowed here: the link is selected, copy it with your keyboard or menu.');
      }
    });

  return (
    <>
      <p className={styles.text}>
        A read-only link to this session’s summary, never the conversation, for someone you choose. It works for 7 days,
        or until you revoke it.
      </p>
      {link ? (
        <>
          <label htmlFor={fieldId} className={styles.label}>
            Your link
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
            <Button onClick={() => void copy()}>Copy link</Button>
            <Button variant="secondary" onClick={() => void revoke()}>
              Revoke link
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <Button ref={makeButton} variant="secondary" onClick={() => void make()}>
            Make a share link
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
