import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { MemoryItem } from '../../contract/memory';
import { editMemoryMutation, forgetMemory, forgetMemoryMutation, memoryQuery } from '../../lib/queries/memory';
import { Button } from '../../ui/Button';
import { Tooltip } from '../../ui/Tooltip';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import * as styles from './MemoryPanel.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** How long a forgotten line can still be kept (Undo) before Doro is told to forget it. */
export const FORGET_UNDO_MS = 8000;

/**
 * What Doro remembers (issue 5): the summary of each earlier session that new sessions start from. The person can
 * correct a line in their own words (issue 17), or make Doro forget one or all of them; the session history itself
 * stays (it is deleted from the sessions list). Forgetting one line waits FORGET_UNDO_MS with an Undo in its place
 * (focused, and announced) before anything is sent; leaving the page sends it at once, as the person asked.
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
  const [editing, setEditing] = useState<string | null>(null);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  const forgetNow = useRef(forget.mutate);
  useEffect(() => {
    forgetNow.current = forget.mutate;
  }, [forget.mutate]);

  const settle = useCallback((memoryId: string) => {
    timers.current.delete(memoryId);
    setPending((current) => {
      const next = new Set(current);
      next.delete(memoryId);
      return next;
    });
  }, []);

  const startForgetting = (item: MemoryItem) => {
    const when = dateFormat.format(new Date(item.sessionStartedAt));
    setPending((current) => new Set(current).add(item.id));
    setAnnouncement(`Doro will forget the session of ${when} in ${FORGET_UNDO_MS / 1000} seconds. Undo keeps it.`);
    timers.current.set(
      item.id,
      setTimeout(() => {
        // The Undo that had the focus goes away with the line: the focus goes to the panel's heading.
        const hadFocus = panel.current?.querySelector(`[data-undo="${item.id}"]`) === document.activeElement;
        forgetNow.current(item.id, {
          onSuccess: () => setAnnouncement(`Doro forgot the session of ${when}.`),
          onSettled: () => {
            settle(item.id);
            if (hadFocus) heading.current?.focus();
          },
        });
      }, FORGET_UNDO_MS),
    );
  };

  const undo = (item: MemoryItem) => {
    clearTimeout(timers.current.get(item.id));
    settle(item.id);
    setAnnouncement(`Kept: Doro still remembers the session of ${dateFormat.format(new Date(item.sessionStartedAt))}.`);
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>(`[data-forget="${item.id}"]`)?.focus());
  };

  // Leaving the page before the time is up: the person asked to forget, so it is sent now.
  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const [memoryId, timer] of running) {
        clearTimeout(timer);
        void forgetMemory(memoryId).finally(() => queryClient.invalidateQueries({ queryKey: memoryQuery().queryKey }));
      }
      running.clear();
    };
  }, [queryClient]);

  return (
    <section className={styles.panel} aria-labelledby="memory-heading" ref={panel}>
      <h2 id="memory-heading" className={styles.heading} ref={heading} tabIndex={-1}>
        What Doro remembers
      </h2>
      <p className={styles.muted}>
        While memory is on, Doro keeps a short summary of each session so the next one can pick up where you left off.
        Only you can see it, and you can make Doro forget it at any time.
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
              {pending.has(item.id) ? (
                <div className={styles.forgotten}>
                  <p className={styles.muted}>
                    Forgotten: the session of {dateFormat.format(new Date(item.sessionStartedAt))}.
                  </p>
                  <Button
                    variant="secondary"
                    data-undo={item.id}
                    aria-label={`Undo: keep the session of ${dateFormat.format(new Date(item.sessionStartedAt))}`}
                    onClick={() => undo(item)}
                    // oxlint-disable-next-line jsx-a11y/no-autofocus -- the Forget button it replaces had the focus
                    autoFocus
                  >
                    Undo
                  </Button>
                </div>
              ) : editing === item.id ? (
                <MemoryEditor item={item} onDone={() => setEditing(null)} />
              ) : (
                <>
                  <p className={styles.summary}>
                    <strong>{dateFormat.format(new Date(item.sessionStartedAt))}: </strong>
                    {item.summary}
                  </p>
                  <div className={styles.actions}>
                    <Tooltip content="Correct this line in your own words">
                      <Button
                        variant="secondary"
                        aria-label={`Edit the session of ${dateFormat.format(new Date(item.sessionStartedAt))}`}
                        onClick={() => setEditing(item.id)}
                      >
                        Edit
                      </Button>
                    </Tooltip>
                    <Tooltip content="Doro stops remembering this session; its history stays. You can undo for a few seconds.">
                      <Button
                        variant="secondary"
                        data-forget={item.id}
                        aria-label={`Forget the session of ${dateFormat.format(new Date(item.sessionStartedAt))}`}
                        onClick={() => startForgetting(item)}
                      >
                        Forget
                      </Button>
                    </Tooltip>
                  </div>
                </>
              )}
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
      <output className={visuallyHidden}>{announcement}</output>
      {forget.isError && (
        <p className={styles.error} role="alert">
          {forget.error.message}
        </p>
      )}
    </section>
  );
}

/**
 * One memory line rewritten in the person's words. The server checks the text (not empty, 1,000 characters at most)
 * and its message is shown under the field; nothing changes until it is saved.
 */
function MemoryEditor({ item, onDone }: { item: MemoryItem; onDone: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState(item.summary);
  const [blank, setBlank] = useState(false);
  const edit = useMutation({
    ...editMemoryMutation(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: memoryQuery().queryKey });
      onDone();
    },
  });
  const when = dateFormat.format(new Date(item.sessionStartedAt));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBlank(draft.trim() === '');
    if (draft.trim() !== '') edit.mutate({ memoryId: item.id, summary: draft });
  };
  const error = blank
    ? 'Write what Doro should remember, or use Forget instead.'
    : edit.isError
      ? edit.error.message
      : null;
  return (
    <form className={styles.editor} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        What Doro should remember of {when}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={draft}
        maxLength={1000}
        onChange={(event) => setDraft(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // oxlint-disable-next-line jsx-a11y/no-autofocus -- the field the person just asked to edit
        autoFocus
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={edit.isPending}>
          Save
        </Button>
        <Button variant="secondary" type="button" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
