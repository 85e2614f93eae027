import { SESSION_STATUS } from '../../contract/sessions';
import type { Ref } from 'react';
import type { SafetyPlanSections } from '../../contract/safety-plan';
import type { ChatContext, ChatViewEvent } from '../../machines/chat.types';
import { fill, type Locale, useLocale, useMessages } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import * as styles from './ChatPage.css';
import { chatErrorText } from './chat-errors';
import { chatPageMessages, type ChatPageWords } from './chat-page.messages';
import type { ChatView } from './chat-view';
import { Composer } from './Composer';
import { Conversation, type PlanOfferSlot } from './Conversation';
import { CrisisPause } from './CrisisPause';
import { SessionEnd } from './SessionEnd';
import { sessionDateText } from './session-words';

interface ChatStageProps {
  view: ChatView;
  context: ChatContext;
  send: (event: ChatViewEvent) => void;
  /** The person's safety plan, shown first in every crisis card; null without one (or before it loads). */
  plan: SafetyPlanSections | null;
  planOffer: PlanOfferSlot | null;
  composerRef?: Ref<HTMLTextAreaElement>;
}

/** The body of the chat page for the machine's stage: start, resume, the conversation, or its end. */
export function ChatStage({ view, context, send, plan, planOffer, composerRef }: ChatStageProps) {
  const t = useMessages(chatPageMessages);
  const locale = useLocale();
  const error = context.error ? (
    <p role="alert" className={styles.error}>
      {chatErrorText(context.error, t)}
    </p>
  ) : null;

  switch (view.stage) {
    case 'loading':
      return <output className={styles.statusLine}>{t.loading}</output>;
    case 'unavailable':
      return (
        <div className={styles.panel}>
          {error}
          <Button onClick={() => send({ type: 'RETRY' })}>{t.tryAgain}</Button>
        </div>
      );
    case 'replaced':
      return (
        <div className={styles.panel}>
          {error}
          <p className={styles.panelText}>{t.replaced}</p>
          <Button onClick={() => send({ type: 'CONTINUE_HERE' })}>{t.continueHere}</Button>
        </div>
      );
    case 'ready':
      return (
        <div className={styles.panel}>
          {view.popup === null ? error : null}
          <p className={styles.panelText}>{t.intro}</p>
          {context.lastSession?.summary ? (
            <p className={styles.muted}>{fill(locale, t.lastTime, { summary: context.lastSession.summary })}</p>
          ) : null}
          <Button onClick={() => send({ type: 'START' })}>{t.startSession}</Button>
        </div>
      );
    case 'paused':
      return (
        <div className={styles.panel}>
          <p className={styles.panelText}>{pausedText(context, locale, t)}</p>
          <Button onClick={() => send({ type: 'RESUME' })}>{t.resumeSession}</Button>
        </div>
      );
    case 'live':
      return (
        <>
          {error}
          {view.connecting ? <output className={styles.statusLine}>{t.connecting}</output> : null}
          {view.ending ? <output className={styles.statusLine}>{t.ending}</output> : null}
          {view.speaking ? <output className={styles.statusLine}>{t.speaking}</output> : null}
          <Conversation
            messages={context.messages}
            notices={context.notices}
            pending={context.pending}
            reply={context.reply}
            replying={view.replying}
            plan={plan}
            planOffer={planOffer}
            sessionId={context.sessionId}
            keepPage={view.crisisPaused}
          />
          {view.crisisPaused && context.crisisPause ? (
            <CrisisPause
              key={context.crisisPause.seq}
              pause={context.crisisPause}
              goingOn={view.goingOn}
              onGoOn={() => send({ type: 'CONTINUE_AFTER_CRISIS' })}
            />
          ) : null}
          <Composer
            textareaRef={composerRef}
            returned={context.returned}
            disabled={view.crisisPaused}
            onSend={(message) => send({ type: 'SEND', ...message })}
          />
        </>
      );
    case 'ended':
      return (
        <>
          <Conversation
            messages={context.messages}
            notices={context.notices}
            pending={[]}
            reply={null}
            replying={false}
            plan={plan}
            planOffer={planOffer}
            sessionId={context.sessionId}
          />
          <EndedNote context={context} finished={view.finished} send={send} />
          {context.sessionId ? (
            <SessionEnd
              sessionId={context.sessionId}
              canShare={view.finished && Boolean(context.lastSession?.summary)}
            />
          ) : null}
        </>
      );
  }
}

function EndedNote({
  context,
  finished,
  send,
}: {
  context: ChatContext;
  finished: boolean;
  send: (event: ChatViewEvent) => void;
}) {
  const t = useMessages(chatPageMessages);
  const locale = useLocale();
  return (
    <div className={styles.endedNote} aria-live="polite">
      {!finished ? (
        <p className={styles.panelText}>{t.summarising}</p>
      ) : (
        <>
          <p className={styles.panelText}>{t.finished}</p>
          {context.lastSession?.summary ? (
            <p className={styles.muted}>{fill(locale, t.summary, { summary: context.lastSession.summary })}</p>
          ) : null}
          {context.error ? <p className={styles.muted}>{chatErrorText(context.error, t)}</p> : null}
          <Button onClick={() => send({ type: 'NEW_SESSION' })}>{t.newSession}</Button>
        </>
      )}
    </div>
  );
}

/** The resume panel's line: a session still open (1: in another tab, or its connection dropped unnoticed) or paused. */
function pausedText(context: ChatContext, locale: Locale, t: ChatPageWords): string {
  const open = context.lastSession?.status === SESSION_STATUS.active;
  if (!context.lastSession) return open ? t.stillOpenUndated : t.pausedSessionUndated;
  const date = sessionDateText(context.lastSession.startedAt, locale);
  return fill(locale, open ? t.stillOpen : t.pausedSession, { date });
}
