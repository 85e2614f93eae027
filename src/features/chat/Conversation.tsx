import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { SafetyPlanSections } from '../../contract/safety-plan';
import type { ChatMessage, ChatNotice, OutgoingMessage } from '../../machines/chat.types';
import { useLocale, useMessages } from '../../lib/i18n/i18n';
import { CrisisCard } from '../../ui/CrisisCard';
import { chatPageMessages } from './chat-page.messages';
import * as styles from './Conversation.css';
import { noticeText } from './notice-text';
import { PlanOffer } from './PlanOffer';
import { ReplyFeedback } from './ReplyFeedback';

/** The offer to make a safety plan, under the crisis card that comes after message `afterSeq`. */
export interface PlanOfferSlot {
  afterSeq: number;
  onOpen: () => void;
  onDismiss: () => void;
}

interface ConversationProps {
  messages: readonly ChatMessage[];
  /** Crisis cards and notices, each shown after the message it came with. */
  notices: readonly ChatNotice[];
  /** Sent but not yet stored by the server: shown, marked as waiting. */
  pending: readonly OutgoingMessage[];
  /** Doro's reply as it streams in; null when none is streaming. */
  reply: string | null;
  /** Doro is answering (the typing indicator shows until the first words arrive). */
  replying: boolean;
  /** The person's safety plan: every crisis card shows it first. */
  plan: SafetyPlanSections | null;
  planOffer: PlanOfferSlot | null;
  /** The session shown: each of Doro's stored replies takes feedback in it. Null: none (no controls). */
  sessionId?: string | null;
  /** The page is not scrolled to the conversation's end: a crisis pause's referral below it holds the view. */
  keepPage?: boolean;
}

type Line = { at: number; message: ChatMessage } | { at: number; notice: ChatNotice; index: number };

/** Messages in seq order, each notice right after the message it came with (afterSeq), before what followed. */
function linesOf(messages: readonly ChatMessage[], notices: readonly ChatNotice[]): Line[] {
  const lines: Line[] = [
    ...messages.map((message) => ({ at: message.seq, message })),
    ...notices.map((notice, index) => ({
      at: notice.afterSeq + 0.5,
      notice,
      index,
    })),
  ];
  return lines.toSorted((a, b) => a.at - b.at);
}

function NoticeLine({
  notice,
  plan,
  planOffer,
}: {
  notice: ChatNotice;
  plan: SafetyPlanSections | null;
  planOffer: PlanOfferSlot | null;
}) {
  const text = noticeText(notice, useLocale(), useMessages(chatPageMessages));
  if (notice.kind === 'crisis') {
    return (
      <li className={styles.crisis} data-notice="crisis" data-after-seq={notice.afterSeq}>
        <CrisisCard level={notice.level} headingLevel={2} plan={plan} />
        {planOffer?.afterSeq === notice.afterSeq ? (
          <PlanOffer onOpen={planOffer.onOpen} onDismiss={planOffer.onDismiss} />
        ) : null}
      </li>
    );
  }
  // Doro's greeting opens the conversation in Doro's own voice, like a reply.
  if (notice.kind === 'greeting') {
    return (
      <li className={styles.bubble.doro} data-notice="greeting">
        <span className={styles.author}>Doro</span>
        {text}
      </li>
    );
  }
  return (
    <li className={styles.notice} data-notice={notice.kind}>
      {text}
    </li>
  );
}

/** How close to where the view should be counts as being there (a scroll of a pixel or two is not reading back). */
const NEAR_PX = 48;

/**
 * Where the view of the log should stop, in its scroll coordinates, for the answer to the person's last message: a
 * new reply opens at its start, not its end (a long reply is read from its first words); a crisis card that just
 * came shows from its top (911 first when danger is imminent, then the person's plan: decision 025), with Doro's
 * words under it when both fit, and a scroll away when they do not (on a phone the card alone is taller than the
 * log). Null: nothing answers yet (the view goes to the end).
 */
function answerTop(element: HTMLElement): number | null {
  const lines = [...element.querySelectorAll<HTMLElement>('ol > li, [data-streaming="true"]')];
  const lastUser = lines.findLastIndex((line) => line.dataset.role === 'user' || line.dataset.pending === 'true');
  const answer = lines.slice(lastUser + 1);
  const card = answer.find((line) => line.dataset.notice === 'crisis');
  const reply = answer.find((line) => line.dataset.role === 'doro' || line.dataset.streaming === 'true');
  const base = element.getBoundingClientRect().top + Number.parseFloat(getComputedStyle(element).paddingTop);
  const top = (line: HTMLElement) => element.scrollTop + line.getBoundingClientRect().top - base;
  if (card) return top(card);
  if (reply && lastUser !== -1) return top(reply);
  return null;
}

export function Conversation({
  messages,
  notices,
  pending,
  reply,
  replying,
  plan,
  planOffer,
  sessionId = null,
  keepPage = false,
}: ConversationProps) {
  const t = useMessages(chatPageMessages);
  const log = useRef<HTMLElement>(null);
  // The reply whose feedback holds the focus: its buttons stay in the Tab order beside the latest reply's.
  const [focusedReply, setFocusedReply] = useState<number | null>(null);
  const latestReply = messages.findLast((message) => message.role === 'doro')?.seq ?? null;
  const feedbackHint = useId();
  // Follow the conversation as it grows, unless the user scrolled up to read: then leave them where they are.
  const following = useRef(true);
  const target = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = log.current;
    if (!element || !following.current) return;
    const bottom = element.scrollHeight - element.clientHeight;
    target.current = Math.min(bottom, answerTop(element) ?? bottom);
    element.scrollTop = target.current;
    // And the page: on a phone the conversation's end must show above the message box, which stays at the bottom of
    // the screen (its scroll margins keep clear of the sticky header and message box).
    if (!keepPage) element.scrollIntoView({ block: 'nearest' });
  });

  return (
    <section
      ref={log}
      className={styles.log}
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls: keyboard users must reach it
      tabIndex={0}
      aria-label={t.conversation}
      onScroll={(event) => {
        const element = event.currentTarget;
        const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_PX;
        const whereItWasPut = target.current !== null && Math.abs(element.scrollTop - target.current) < NEAR_PX;
        following.current = atBottom || whereItWasPut;
      }}
    >
      {/* Doro is an AI: every session opens by saying so (issue 4), before anything else is read. */}
      <p className={styles.disclosure} role="note">
        {t.aiDisclosure}
      </p>
      {sessionId ? (
        <p id={feedbackHint} hidden>
          {t.feedbackHint}
        </p>
      ) : null}
      {/* Stored messages are announced as they arrive; the reply is announced once, when stored. */}
      <div role="log" aria-label={t.messages}>
        <ol className={styles.list}>
          {linesOf(messages, notices).map((line) =>
            'message' in line ? (
              <li
                key={`m${line.message.seq}`}
                className={styles.bubble[line.message.role]}
                data-seq={line.message.seq}
                data-role={line.message.role}
              >
                <span className={styles.author}>{line.message.role === 'user' ? t.you : 'Doro'}</span>
                {/* The words alone, apart from the feedback controls under a reply. */}
                <span data-message-text="">{line.message.text}</span>
                {line.message.role === 'doro' && sessionId ? (
                  <ReplyFeedback
                    sessionId={sessionId}
                    seq={line.message.seq}
                    inTabOrder={line.message.seq === latestReply || line.message.seq === focusedReply}
                    describedBy={feedbackHint}
                    onFocusChange={setFocusedReply}
                  />
                ) : null}
              </li>
            ) : (
              <NoticeLine key={`n${line.index}`} notice={line.notice} plan={plan} planOffer={planOffer} />
            ),
          )}
          {pending.map((message) => (
            <li key={message.clientId} className={styles.bubble.user} data-pending="true">
              <span className={styles.author}>{t.you}</span>
              {message.text}
              <span className={styles.pendingNote}>{t.sending}</span>
            </li>
          ))}
        </ol>
      </div>
      {reply ? (
        <div className={styles.bubble.doro} data-streaming="true" aria-hidden="true">
          <span className={styles.author}>Doro</span>
          {reply}
        </div>
      ) : null}
      {replying && !reply ? (
        <output className={styles.typing}>
          {t.typing}
          <span className={styles.dot}>.</span>
          <span className={styles.dot}>.</span>
          <span className={styles.dot}>.</span>
        </output>
      ) : null}
    </section>
  );
}
