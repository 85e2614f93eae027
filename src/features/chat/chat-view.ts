/**
 * What the chat page shows for a state of the chat machine: one stage (the page's body) and at most one popup.
 * Pure, so the mapping from statechart to screen is read in one place.
 */
import type { SnapshotFrom } from 'xstate';
import type { ChatMachine } from '../../machines/chat.machine';
import type { ChatPopup } from './ChatPopups';

export type ChatStage =
  /** Loading the last session and checking eligibility. */
  | 'loading'
  | 'unavailable'
  /** The session went on in another tab or window: said, with 'Continue here'. */
  | 'replaced'
  /** 'Start session' (its popups may be open over it). */
  | 'ready'
  /** A paused session (5) is offered to be resumed. */
  | 'paused'
  /** A session is live on this page: the message box is there. */
  | 'live'
  /** A session just ended: its conversation stays in view while the summary is made, then with the summary. */
  | 'ended';

export interface ChatView {
  stage: ChatStage;
  popup: ChatPopup | null;
  /** The disclaimer's acceptance is being saved. */
  busy: boolean;
  /** Doro's reply is on its way (typing indicator or streaming). */
  replying: boolean;
  /** The reply is being read aloud. */
  speaking: boolean;
  /** The session's clock runs: the minutes count down. */
  clockRuns: boolean;
  /** The connection is opening or the session starting: nothing is lost, but nothing is sent yet either. */
  connecting: boolean;
  /**
   * A crisis paused the conversation (where the law asks it): the referral shows with the choice to go on, and the
   * message box is closed until the person makes it. Not the session's pause (status 5, stage 'paused').
   */
  crisisPaused: boolean;
  /** The choice to go on was sent: waiting for the server to take it. */
  goingOn: boolean;
  /** The user asked to end: the server is closing the session. */
  ending: boolean;
  /** The ended session has its summary (2). */
  finished: boolean;
}

type Snapshot = SnapshotFrom<ChatMachine>;

function stageOf(snapshot: Snapshot): ChatStage {
  if (snapshot.matches('session')) return 'live';
  if (snapshot.matches('paused')) return 'paused';
  if (snapshot.matches('unavailable')) return 'unavailable';
  if (snapshot.matches('replaced')) return 'replaced';
  if (snapshot.matches('processing') || snapshot.matches('finished')) return 'ended';
  // The minutes ended popup over the session it cut short, or over 'Start session' when none was running.
  if (snapshot.matches('minutesEnded')) return snapshot.context.sessionId ? 'ended' : 'ready';
  if (
    snapshot.matches('idle') ||
    snapshot.matches('disclaimer') ||
    snapshot.matches('acceptingDisclaimer') ||
    snapshot.matches('directiveness') ||
    snapshot.matches('sessionProcessing')
  ) {
    return 'ready';
  }
  return 'loading';
}

function popupOf(snapshot: Snapshot): ChatPopup | null {
  if (snapshot.matches('disclaimer') || snapshot.matches('acceptingDisclaimer')) return 'disclaimer';
  if (snapshot.matches('directiveness')) return 'directiveness';
  if (snapshot.matches('sessionProcessing')) return 'sessionProcessing';
  if (snapshot.matches('minutesEnded')) return 'minutesEnded';
  if (snapshot.matches({ session: 'disconnection' })) return 'disconnection';
  return null;
}

export function chatView(snapshot: Snapshot): ChatView {
  const active = { session: { online: 'active' } } as const;
  return {
    stage: stageOf(snapshot),
    popup: popupOf(snapshot),
    busy: snapshot.matches('acceptingDisclaimer'),
    replying: snapshot.matches({
      session: { online: { active: 'doroReplying' } },
    }),
    speaking: snapshot.matches({
      session: { online: { active: 'doroSpeaking' } },
    }),
    clockRuns: snapshot.matches(active),
    crisisPaused:
      snapshot.matches({ session: { online: { active: 'crisisPaused' } } }) ||
      snapshot.matches({ session: { online: { active: 'goingOnAfterCrisis' } } }),
    goingOn: snapshot.matches({ session: { online: { active: 'goingOnAfterCrisis' } } }),
    connecting:
      snapshot.matches({ session: { online: 'connecting' } }) || snapshot.matches({ session: { online: 'starting' } }),
    ending: snapshot.matches({ session: { online: 'ending' } }),
    finished: snapshot.matches('finished'),
  };
}
