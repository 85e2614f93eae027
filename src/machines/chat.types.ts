/**
 * The chat session machine's types. The machine speaks in abstract events: the view sends the user's (START, SEND,
 * END, ...), the invoked connection actor sends SOCKET.* and SERVER.* (see chat.actors.ts for how a socket's frames
 * become these), so the machine knows no WebSocket and runs the same in tests.
 */
import type { ChatErrorCode, CrisisCategory, CrisisLevel, Directiveness, NoticeKind } from '../contract/chat-socket';
import type { CrisisLine, MessageCrisis } from '../contract/crisis';
import type { Session } from '../contract/sessions';

export type { Directiveness };

/** The last session as GET /api/users/me/last-session answers it (null: the user never chatted). */
export type LastSession = Session;

/** A stored line of the conversation: the server's seq orders it and tells duplicates apart. */
export interface ChatMessage {
  seq: number;
  role: 'user' | 'doro';
  text: string;
}

/**
 * Something the server says beside the conversation, placed after the message it came with (afterSeq): the
 * safety layer's crisis card (after the user message it is about, at most one per message), Doro's greeting
 * (before anything else), or a plain notice (offline engine, fallback, AI disclosure, break reminder, the minors'
 * notice); `spoken`: read aloud too when the sound is on, where the person's law asks it (New York).
 */
export type ChatNotice =
  | { kind: 'crisis'; afterSeq: number; level: CrisisLevel; categories: CrisisCategory[] }
  | { kind: NoticeKind; afterSeq: number; text: string; spoken?: true };

/** A user message not yet acknowledged by the server: kept, with its clientId, until it is. */
export interface OutgoingMessage {
  clientId: string;
  text: string;
}

/** What decides whether a session can start (issue 4: checking eligibility). */
export interface Eligibility {
  disclaimerAccepted: boolean;
  remainingSeconds: number;
  remainingSessions: number;
  hasSubscription: boolean;
}

/** What the connection needs to open: start a new session (sessionId null) or resume one from lastSeq. */
export interface ConnectionInput {
  sessionId: string | null;
  /** The highest seq this client has seen (0: none); the server replays what came after. */
  lastSeq: number;
  directiveness: Directiveness;
}

/** What the machine asks of an open connection. */
export type ConnectionCommand =
  | { type: 'SEND'; clientId: string; text: string }
  | { type: 'END' }
  /** The person chose to go on after the crisis pause of user message `seq`. */
  | { type: 'CONTINUE_AFTER_CRISIS'; seq: number };

/** The crisis pause holding the conversation (the server's crisisPause): the referral to show until the person goes on. */
export interface CrisisPause {
  seq: number;
  level: CrisisLevel;
  lines: CrisisLine[];
}

/**
 * Why the socket closed: `dropped` (network, server restart, expired token: reconnect), `replaced` (the session was
 * opened in another tab: this one must not fight it), `rejected` (the server refuses this client: retrying the same
 * thing will not help).
 */
export type CloseReason = 'dropped' | 'replaced' | 'rejected';

/** Everything the connection actor reports. */
export type ConnectionEvent =
  /** The socket is open and the ID token and the start or resume request are on their way. */
  | { type: 'SOCKET.OPEN' }
  | { type: 'SOCKET.CLOSED'; reason: CloseReason }
  | { type: 'SERVER.READY'; sessionId: string; remainingSeconds: number }
  | { type: 'SERVER.ACK'; clientId: string; seq: number }
  /** A stored message: replayed after a resume; a user message with the crisis the safety layer saw in it. */
  | { type: 'SERVER.MESSAGE'; message: ChatMessage; crisis?: MessageCrisis }
  | { type: 'SERVER.REPLY_START'; replyTo: number }
  | { type: 'SERVER.REPLY_TOKEN'; token: string }
  | { type: 'SERVER.REPLY_END'; seq: number; text: string }
  | { type: 'SERVER.MINUTES'; remainingSeconds: number }
  /** The safety layer saw a crisis in user message `seq`, being answered: the crisis card shows before the reply. */
  | { type: 'SERVER.CRISIS'; seq: number; level: CrisisLevel; categories: CrisisCategory[] }
  | { type: 'SERVER.NOTICE'; kind: NoticeKind; text: string; spoken?: true }
  /**
   * A crisis paused the conversation (where the law asks it): the reply being written is void, the referral shows,
   * and no message is sent until the person chooses to go on. Not the session's pause (status 5, SERVER.PAUSED).
   */
  | ({ type: 'SERVER.CRISIS_PAUSE' } & CrisisPause)
  /** The server took the person's choice to go on: messages go out again. */
  | { type: 'SERVER.CRISIS_PAUSE_ENDED'; seq: number }
  /** Status 5: the server paused the session (the user was idle). */
  | { type: 'SERVER.PAUSED' }
  /** Status 6 because the plan's minutes ran out: the session is over and being summarised. */
  | { type: 'SERVER.MINUTES_ENDED' }
  /** Status 6: ended, the summary is being made. */
  | { type: 'SERVER.PROCESSING' }
  /** Status 2: finished, with its summary. */
  | { type: 'SERVER.FINISHED' }
  | { type: 'SERVER.ERROR'; code: ChatErrorCode; message: string; clientId?: string };

/** Everything the view (and the app around it) tells the machine. */
export type ChatViewEvent =
  /** The signed-in user changed (null: signed out). Sent when the uid changes, not on a token refresh. */
  | { type: 'USER_CHANGED'; userId: string | null }
  | { type: 'LOCATION_CHANGED'; pathname: string }
  | { type: 'START' }
  | { type: 'RESUME' }
  | { type: 'END' }
  | { type: 'SEND'; clientId: string; text: string }
  /** 'Try again now' in the disconnection popup. */
  | { type: 'RETRY_NOW' }
  /** Try again after the last session or eligibility could not be loaded. */
  | { type: 'RETRY' }
  /** "I'm safe to keep talking" after a crisis pause. */
  | { type: 'CONTINUE_AFTER_CRISIS' }
  /** The session went on in another tab: take it back here. */
  | { type: 'CONTINUE_HERE' }
  /** Closes the popup on screen without doing what it offers. */
  | { type: 'DISMISS' }
  | { type: 'ACCEPT_DISCLAIMER' }
  | { type: 'CHOOSE_DIRECTIVENESS'; directiveness: Directiveness }
  /** The view finished reading Doro's reply aloud (or stopped it). */
  | { type: 'SPEECH_ENDED' }
  /** The sound machine's state: replies are read aloud only while it is enabled. */
  | { type: 'SET_SPEECH'; enabled: boolean }
  | { type: 'NEW_SESSION' };

export type ChatEvent = ChatViewEvent | ConnectionEvent;

export interface ChatInput {
  userId: string | null;
  /** The user's saved choice, if they made one. */
  directiveness: Directiveness | null;
  /** Whether replies are read aloud (the chat audio cookie says unmuted). */
  speakReplies: boolean;
}

export interface ChatContext {
  userId: string | null;
  /** Set when a session becomes active; reset on every path change. */
  chatStarted: boolean;
  /** Set when a session ends; reset on every path change. */
  chatEnded: boolean;
  lastSession: LastSession | null;
  /** The last session is paused (status 5): the page offers to resume it. */
  paused: boolean;
  disclaimerAccepted: boolean;
  remainingSeconds: number;
  remainingSessions: number;
  hasSubscription: boolean;
  directiveness: Directiveness | null;
  speakReplies: boolean;
  /** The session this page is in, once the server named it (or the paused one being resumed). */
  sessionId: string | null;
  /** The conversation in seq order, each seq once. */
  messages: ChatMessage[];
  /** What the user sent that the server has not acknowledged, in the order typed. */
  pending: OutgoingMessage[];
  /**
   * A message the server refused or could not store (named by an error): dropped from `pending`, its words go back
   * in the message box, so nothing typed is lost. Cleared by the next send.
   */
  returned: OutgoingMessage | null;
  /** The highest seq seen: where a resume starts. */
  lastSeq: number;
  /** Crisis cards and notices of this session, each placed after a seq. */
  notices: ChatNotice[];
  /** The crisis pause holding the conversation, with its referral; null when none holds. */
  crisisPause: CrisisPause | null;
  /** Doro's reply as it streams in, until it is stored. */
  reply: string | null;
  /** The user asked to end while the connection was down: it ends once the connection is back. */
  endRequested: boolean;
  /** Connection failures in a row, for the back-off. */
  reconnectAttempts: number;
  /** The last failure, in words the view can show. */
  error: string | null;
}
