import { SESSION_STATUS } from '../../contract/sessions';
import type { Ref } from 'react';
import type { SafetyPlanSections } from '../../contract/safety-plan';
import type { ChatContext, ChatViewEvent } from '../../machines/chat.types';
import { Button } from '../../ui/Button';
import * as styles from './ChatPage.css';
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
  const error = context.error ? (
    <p role="alert" className={styles.error}>
      {context.error}
    </p>
  ) : null;

  switch (view.stage) {
    case 'loading':
      return <output className={styles.statusLine}>Loading your chat…</output>;
    case 'unavailable':
      return (
        <div className={styles.panel}>
          {error}
          <Button onClick={() => send({ type: 'RETRY' })}>Try again</Button>
        </div>
      );
    case 'replaced':
      return (
        <div className={styles.panel}>
          {error}
          <p className={styles.panelText}>
            Your conversation goes on there. Continue here to take it back to this page.
          </p>
          <Button onClick={() => send({ type: 'CONTINUE_HERE' })}>Continue here</Button>
        </div>
      );
    case 'ready':
      return (
        <div className={styles.panel}>
          {view.popup === null ? error : null}
          <p className={styles.panelText}>
            A private conversation with Doro, your AI coach. Talk about what is on your mind, at your own pace.
          </p>
          {context.lastSession?.summary ? (
            <p className={styles.muted}>Last time: {context.lastSession.summary}</p>
          ) : null}
          <Button onClick={() => send({ type: 'START' })}>Start session</Button>
        </div>
      );
    case 'paused':
      return (
        <div className={styles.panel}>
          <p className={styles.panelText}>
            {/* Active (1): open in another tab, or its connection dropped before the server noticed. */}
            {context.lastSession?.status === SESSION_STATUS.active
              ? 'Your session is still open'
              : 'You have a paused session'}
            {context.lastSession ? ` from ${sessionDateText(context.lastSession.startedAt)}` : ''}. Pick up where you
            left off, or end it.
          </p>
          <Button onClick={() => send({ type: 'RESUME' })}>Resume session</Button>
        </div>
      );
    case 'live':
      return (
        <>
          {error}
          {view.connecting ? <output className={styles.statusLine}>Connecting to Doro…</output> : null}
          {view.ending ? <output className={styles.statusLine}>Ending your session…</output> : null}
          {view.speaking ? <output className={styles.statusLine}>Doro is reading the reply aloud…</output> : null}
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
  return (
    <div className={styles.endedNote} aria-live="polite">
      {!finished ? (
        <p className={styles.panelText}>Your session has ended. Doro is writing its summary…</p>
      ) : (
        <>
          <p className={styles.panelText}>Your session has finished.</p>
          {context.lastSession?.summary ? <p className={styles.muted}>Summary: {context.lastSession.summary}</p> : null}
          {context.error ? <p className={styles.muted}>{context.error}</p> : null}
          <Button onClick={() => send({ type: 'NEW_SESSION' })}>New session</Button>
        </>
      )}
    </div>
  );
}
