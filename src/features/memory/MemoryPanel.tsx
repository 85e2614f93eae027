import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { MemoryItem } from '../../contract/memory';
import { editMemoryMutation, forgetMemory, forgetMemoryMutation, memoryQuery } from '../../lib/queries/memory';
import { fill, useLocale, useMessages } from '../../lib/i18n/i18n';
import { formatDate, plural } from '../../lib/i18n/format';
import { Button } from '../../ui/Button';
import { Tooltip } from '../../ui/Tooltip';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import * as styles from './MemoryPanel.css';
import { memoryMessages } from './memory.messages';

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
  const t = useMessages(memoryMessages);
  const locale = useLocale();
  const dateOf = (item: MemoryItem) => formatDate(locale, new Date(item.sessionStartedAt), { dateStyle: 'medium' });
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
    const date = dateOf(item);
    setPending((current) => new Set(current).add(item.id));
    setAnnouncement(fill(locale, plural(locale, t.willForget, FORGET_UNDO_MS / 1000), { date }));
    timers.current.set(
      item.id,
      setTimeout(() => {
        // The Undo that had the focus goes away with the line: the focus goes to the panel's heading.
        const hadFocus = panel.current?.querySelector(`[data-undo="${item.id}"]`) === document.activeElement;
        forgetNow.current(item.id, {
          onSuccess: () => setAnnouncement(fill(locale, t.forgot, { date })),
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
    setAnnouncement(fill(locale, t.kept, { date: dateOf(item) }));
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
        {t.heading}
      </h2>
      <p className={styles.muted}>{t.intro}</p>
      {memory.isPending && <p className={styles.muted}>{t.loading}</p>}
      {memory.isError && (
        <p className={styles.error} role="alert">
          {memory.error.message}
        </p>
      )}
      {memory.isSuccess && items.length === 0 && <p className={styles.muted}>{t.nothingYet}</p>}
      {items.length > 0 && (
        <ul className={styles.list} aria-label={t.listLabel}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              {pending.has(item.id) ? (
                <div className={styles.forgotten}>
                  <p className={styles.muted}>{fill(locale, t.forgotten, { date: dateOf(item) })}</p>
                  <Button
                    variant="secondary"
                    data-undo={item.id}
                    aria-label={fill(locale, t.undoLabel, { date: dateOf(item) })}
                    onClick={() => undo(item)}
                    // oxlint-disable-next-line jsx-a11y/no-autofocus -- the Forget button it replaces had the focus
                    autoFocus
                  >
                    {t.undo}
                  </Button>
                </div>
              ) : editing === item.id ? (
                <MemoryEditor item={item} onDone={() => setEditing(null)} />
              ) : (
                <>
                  <p className={styles.summary}>
                    <strong>{fill(locale, t.line, { date: dateOf(item) })}</strong>
                    {item.summary}
                  </p>
                  <div className={styles.actions}>
                    <Tooltip content={t.editHint}>
                      <Button
                        variant="secondary"
                        aria-label={fill(locale, t.editLabel, { date: dateOf(item) })}
                        onClick={() => setEditing(item.id)}
                      >
                        {t.edit}
                      </Button>
                    </Tooltip>
                    <Tooltip content={t.forgetHint}>
                      <Button
                        variant="secondary"
                        data-forget={item.id}
                        aria-label={fill(locale, t.forgetLabel, { date: dateOf(item) })}
                        onClick={() => startForgetting(item)}
                      >
                        {t.forget}
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
            <p>{t.forgetAllQuestion}</p>
            <Button
              variant="danger"
              disabled={forget.isPending}
              onClick={() =>
                forget.mutate(undefined, {
                  onSettled: () => setConfirmAll(false),
                })
              }
            >
              {t.forgetAllYes}
            </Button>{' '}
            <Button variant="secondary" onClick={() => setConfirmAll(false)}>
              {t.cancel}
            </Button>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setConfirmAll(true)}>
            {t.forgetAll}
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
  const t = useMessages(memoryMessages);
  const locale = useLocale();
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
  const when = formatDate(locale, new Date(item.sessionStartedAt), { dateStyle: 'medium' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBlank(draft.trim() === '');
    if (draft.trim() !== '') edit.mutate({ memoryId: item.id, summary: draft });
  };
  const error = blank ? t.blank : edit.isError ? edit.error.message : null;
  return (
    <form className={styles.editor} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        {fill(locale, t.editorLabel, { date: when })}
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
          {t.save}
        </Button>
        <Button variant="secondary" type="button" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
