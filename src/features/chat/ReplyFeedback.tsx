import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FocusEvent, type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { ReplyFeedback as StoredFeedback } from '../../contract/sessions';
import { useMessages } from '../../lib/i18n/i18n';
import { Tooltip } from '../../ui/Tooltip';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import { replyFeedbackMutation, replyFeedbackQuery } from './feedback-api';
import * as styles from './ReplyFeedback.css';
import { sessionEndMessages } from './session-end.messages';

interface ReplyFeedbackProps {
  sessionId: string;
  /** The reply's seq: the feedback names it, never copies it. */
  seq: number;
  /**
   * Whether its buttons are in the Tab order: only the latest reply's and the one holding the focus, so a keyboard
   * user does not Tab through every reply's thumbs on the way to the message box (the others: arrows up and down).
   */
  inTabOrder?: boolean;
  /** The id of the words that tell how to move between replies' feedback. */
  describedBy?: string;
  /** The focus came into this reply's feedback (its seq) or left it (null). */
  onFocusChange?: (seq: number | null) => void;
}

/**
 * Up and down arrows on a reply's feedback button move the focus to the same button of the reply before or after
 * (a roving Tab stop over the conversation's replies).
 */
function moveBetweenReplies(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
  const button = event.currentTarget;
  const here = button.closest<HTMLFieldSetElement>('fieldset[data-reply-feedback]');
  if (!here) return;
  const all = [...(here.closest('ol')?.querySelectorAll<HTMLFieldSetElement>('fieldset[data-reply-feedback]') ?? [])];
  const next = all[all.indexOf(here) + (event.key === 'ArrowUp' ? -1 : 1)];
  if (!next) return;
  event.preventDefault();
  const label = button.getAttribute('aria-label');
  const same = [...next.querySelectorAll('button')].find((candidate) => candidate.getAttribute('aria-label') === label);
  (same ?? next.querySelector('button'))?.focus();
}

const THUMB_UP =
  'M14 9V5a3 3 0 0 0-3-3l-4 9v11h11.28a2 2 0 0 0 2-1.7l1.38-9a2 2 0 0 0-2-2.3zM7 22H4a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2h3';
const THUMB_DOWN =
  'M10 15v4a3 3 0 0 0 3 3l4-9V2H5.72a2 2 0 0 0-2 1.7l-1.38 9a2 2 0 0 0 2 2.3zm7-13h2.67A2.31 2.31 0 0 1 22 4v7a2.31 2.31 0 0 1-2.33 2H17';

function Thumb({ path }: { path: string }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Under each of Doro's stored replies: did it help? Two icon buttons (their tooltips say what they mean to sighted
 * people; their names say it to everyone), pressed again to take the answer back, and an optional word after.
 */
export function ReplyFeedback({ sessionId, seq, inTabOrder = true, describedBy, onFocusChange }: ReplyFeedbackProps) {
  const t = useMessages(sessionEndMessages);
  const queryClient = useQueryClient();
  const stored = useQuery({
    ...replyFeedbackQuery(sessionId),
    select: (items) => items.find((item) => item.seq === seq),
  });
  const change = useMutation({
    ...replyFeedbackMutation(),
    onSuccess: (saved) =>
      queryClient.setQueryData(replyFeedbackQuery(sessionId).queryKey, (items: StoredFeedback[] = []) =>
        [...items.filter((item) => item.seq !== seq), ...(saved ? [saved] : [])].toSorted((a, b) => a.seq - b.seq),
      ),
  });
  const [writing, setWriting] = useState(false);
  const [thanked, setThanked] = useState(false);
  // When the word's field closes, the focus goes back to the button that opened it, not to the page's top.
  const addWord = useRef<HTMLButtonElement>(null);
  const wasWriting = useRef(false);
  useEffect(() => {
    if (wasWriting.current && !writing) addWord.current?.focus();
    wasWriting.current = writing;
  }, [writing]);
  const current = stored.data;
  const helpful = current?.helpful;
  // Each button's place in the roving Tab stop over the replies (the fieldset itself takes no listeners).
  const rove = {
    tabIndex: inTabOrder ? undefined : -1,
    onKeyDown: moveBetweenReplies,
    onFocus: () => onFocusChange?.(seq),
    onBlur: (event: FocusEvent<HTMLButtonElement>) => {
      const group = event.currentTarget.closest('fieldset');
      if (!group?.contains(event.relatedTarget as Node | null)) onFocusChange?.(null);
    },
  };

  // Never `disabled` while saving: a disabled button drops the keyboard focus to the page's top.
  const choose = (verdict: boolean) => {
    if (change.isPending) return;
    setThanked(false);
    // The same answer again takes it back; the other answer replaces it and keeps the word.
    const body = helpful === verdict ? null : { helpful: verdict, comment: current?.comment ?? null };
    change.mutate(
      { sessionId, seq, body },
      {
        onSuccess: () => {
          if (body === null) setWriting(false);
          else setThanked(true);
        },
      },
    );
  };

  // Inside the conversation's log, which announces each new reply: the controls stay out of that announcement
  // (aria-live off here), so a screen reader reads the reply's words, not the names of the buttons under it.
  return (
    <fieldset className={styles.feedback} aria-live="off" aria-describedby={describedBy} data-reply-feedback="">
      <legend className={visuallyHidden}>{t.wasItHelpful}</legend>
      <Tooltip content={t.helpedTip}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t.helpful}
          aria-pressed={helpful === true}
          {...rove}
          onClick={() => choose(true)}
        >
          <Thumb path={THUMB_UP} />
        </button>
      </Tooltip>
      <Tooltip content={t.notHelpedTip}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t.notHelpful}
          aria-pressed={helpful === false}
          {...rove}
          onClick={() => choose(false)}
        >
          <Thumb path={THUMB_DOWN} />
        </button>
      </Tooltip>
      {helpful !== undefined && !writing ? (
        <button ref={addWord} type="button" className={styles.textButton} {...rove} onClick={() => setWriting(true)}>
          {current?.comment ? t.changeWord : t.addWord}
        </button>
      ) : null}
      {thanked && !writing ? <span className={styles.note}>{t.thanks}</span> : null}
      {writing && current ? (
        <WordForm
          initial={current.comment ?? ''}
          onCancel={() => setWriting(false)}
          onSave={(comment) => {
            if (change.isPending) return;
            change.mutate(
              { sessionId, seq, body: { helpful: current.helpful, comment: comment.trim() || null } },
              {
                onSuccess: () => {
                  setWriting(false);
                  setThanked(true);
                },
              },
            );
          }}
        />
      ) : null}
      {change.isError ? (
        <p role="alert" className={styles.error}>
          {change.error.message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The optional word, 500 characters at most (the server says the same); blank takes the word away. */
function WordForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (comment: string) => void;
  onCancel: () => void;
}) {
  const t = useMessages(sessionEndMessages);
  const id = useId();
  const [word, setWord] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(word);
  };
  return (
    <form className={styles.wordForm} onSubmit={submit}>
      <label htmlFor={id} className={styles.wordLabel}>
        {t.wordLabel}
      </label>
      <input
        id={id}
        className={styles.wordInput}
        value={word}
        maxLength={500}
        onChange={(event) => setWord(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        // oxlint-disable-next-line jsx-a11y/no-autofocus -- the field the person just asked for
        autoFocus
      />
      <button type="submit" className={styles.textButton}>
        {t.save}
      </button>
      <button type="button" className={styles.textButton} onClick={onCancel}>
        {t.cancel}
      </button>
    </form>
  );
}
