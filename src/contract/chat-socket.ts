/**
 * The chat WebSocket's protocol (issue 4): every message either side may send, typed by zod. One JSON object per
 * WebSocket text frame, discriminated by `type`; keys are snake_case on the wire and camelCase in TypeScript, as
 * for every REST call (encode/decode below do the conversion).
 *
 * The socket lives at `/api/chat/socket` (CHAT_SOCKET_PATH). The server refuses an upgrade from an Origin that is
 * neither its own nor listed in ALLOWED_ORIGINS (HTTP 403, no socket at all).
 *
 * A conversation:
 *   client: auth { idToken }                  first message, within AUTH_TIMEOUT_MS, or the socket closes (4401)
 *   client: start { directiveness }           a new session, or
 *   client: resume { sessionId, lastSeq }     the same session again, after a drop or a pause
 *   server: ready { session, lastSeq, remainingSeconds }
 *   server: message ...                       on resume: every stored message with seq > lastSeq, in seq order,
 *                                             a user message with the crisis the safety layer saw in it
 *   client: userMessage { clientId, text }
 *   server: ack { clientId, seq }             only once the message is stored (encrypted) in the database
 *   server: replyStart { replyTo } / replyToken { token }... / replyEnd { seq, text }
 *   server: minutes { remainingSeconds }      after every ack and every minute, so the countdown stays true
 *   client: end                               the user ends it: status 6 (processing), then 2 (finished)
 *   server: status { status }                 every change: 1 active, 5 paused, 6 processing, 2 finished
 *   server: crisis { seq, level, categories } the safety layer saw a crisis in user message `seq`, the one being
 *                                             answered: sent before that reply's replyStart, so the crisis card
 *                                             shows first
 *   server: crisisPause { seq, level, lines } where the law asks it (server/law/table.ts, crisisInterruption), an
 *                                             urgent or imminent crisis in user message `seq` pauses the
 *                                             conversation: a reply being written stops (its streamed words are
 *                                             void: drop them), the referral `lines` show, and every userMessage is
 *                                             refused ('crisis-paused', with its clientId) until
 *   client: continueAfterCrisis { seq }       the person chooses to go on; then
 *   server: crisisPauseEnded { seq }          and the replies left unwritten are written. Sent again after a
 *                                             resume's replay while the pause holds (it is stored, without text)
 *   server: notice { kind, text }             plain words to show in the conversation: the offline engine is
 *                                             answering, the model failed and the offline engine took over, the
 *                                             AI disclosure (when asked, every 3 hours), a break reminder (under 18)
 *
 * Exactly once, across drops and reconnects:
 * - The client gives every user message a fresh clientId (a UUID) and keeps it until the server acks it. After a
 *   reconnect it resumes (lastSeq = the highest seq it has seen, from acks, messages and replyEnd) and then
 *   resends every unacknowledged message with the SAME clientId, in the order they were typed.
 * - The server stores each message under (sessionId, clientId), unique. A clientId it already stored is not
 *   stored again: it is acked with the seq stored the first time, and no second reply is made.
 * - seq is the server's order of the conversation (user messages and Doro's replies share it, from 1, no gaps).
 *   A reply cut off by a drop is still finished and stored by the server; the client gets it from resume's replay
 *   (as a `message`). A user message that has no stored reply when its session is resumed gets its reply then.
 *
 * Token expiry: the server closes the socket (4401, 'token-expired') when the ID token it verified expires,
 * unless the client sent refreshToken { idToken } with a newer token first. Clients refresh a few minutes early.
 */
import { z } from 'zod';
import { toCamelCase, toSnakeCase } from './case';
import { IsoDateTime, SessionId } from './common';
import { CrisisCategory, CrisisLevel, CrisisLine } from './crisis';
import { Session, SessionStatus, TranscriptMessage } from './sessions';

export const CHAT_SOCKET_PATH = '/api/chat/socket';

/** The server closes a socket whose first message is not a valid auth within this time. */
export const AUTH_TIMEOUT_MS = 5_000;

/** A user message's length limit, in characters. */
export const MAX_MESSAGE_LENGTH = 4_000;

/**
 * How directive Doro is, chosen by the user before a session (the directiveness popup) and sent to the engine:
 * `listen` reflects and asks open questions, `balanced` mixes that with occasional suggestions, `guide` proposes
 * exercises and next steps readily.
 */
export const Directiveness = z.enum(['listen', 'balanced', 'guide']);
export type Directiveness = z.infer<typeof Directiveness>;

/** WebSocket close codes the server uses (4000-4999 are the application's own range). */
export const CHAT_CLOSE_CODES = {
  /** Normal close: the session finished, or the client said goodbye. */
  normal: 1000,
  /** The server is shutting down: reconnect with back-off. */
  goingAway: 1001,
  /** No auth in time, a bad or expired token, or the token expired without refreshToken. Sign in again. */
  unauthenticated: 4401,
  /** The first message was not auth, or a message could not be parsed at all. A client bug: do not retry blindly. */
  protocolError: 4400,
  /** The same session was opened on another connection (another tab); this one is no longer live. */
  replaced: 4409,
} as const;

// ---- client -> server ----

export const AuthMessage = z.object({ type: z.literal('auth'), idToken: z.string().min(1).max(4096) }).strict();
export const RefreshTokenMessage = z
  .object({
    type: z.literal('refreshToken'),
    idToken: z.string().min(1).max(4096),
  })
  .strict();
/**
 * The age band the person confirmed at sign-up (src/lib/signup-consent.ts keeps it in the browser): Doro adapts its
 * words to teens and reminds users under 18 to take breaks. Sent with start; the server keeps the latest it was
 * given, and treats a user whose band it never learnt as a teen (the safer side).
 */
export const AgeBand = z.enum(['13-17', '18+']);
export type AgeBand = z.infer<typeof AgeBand>;

export const StartMessage = z
  .object({
    type: z.literal('start'),
    directiveness: Directiveness,
    ageBand: AgeBand.optional(),
  })
  .strict();
export const ResumeMessage = z
  .object({
    type: z.literal('resume'),
    sessionId: SessionId,
    lastSeq: z.number().int().min(0),
  })
  .strict();
export const UserMessage = z
  .object({
    type: z.literal('userMessage'),
    clientId: z.string().uuid(),
    text: z.string().trim().min(1, 'A message cannot be empty.').max(MAX_MESSAGE_LENGTH),
  })
  .strict();
export const EndMessage = z.object({ type: z.literal('end') }).strict();
/** The person read the crisis referral and chooses to go on talking: ends the crisis pause of user message `seq`. */
export const ContinueAfterCrisisMessage = z
  .object({ type: z.literal('continueAfterCrisis'), seq: z.number().int().min(1) })
  .strict();
export const PingMessage = z.object({ type: z.literal('ping') }).strict();

export const ClientMessage = z.discriminatedUnion('type', [
  AuthMessage,
  RefreshTokenMessage,
  StartMessage,
  ResumeMessage,
  UserMessage,
  EndMessage,
  PingMessage,
  ContinueAfterCrisisMessage,
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

// ---- server -> client ----

export const ReadyMessage = z
  .object({
    type: z.literal('ready'),
    session: Session,
    /** The highest seq stored in the session (0 when empty). */
    lastSeq: z.number().int().min(0),
    remainingSeconds: z.number().int().min(0),
  })
  .strict();
export const AckMessage = z
  .object({
    type: z.literal('ack'),
    clientId: z.string().uuid(),
    seq: z.number().int().min(1),
  })
  .strict();
/** A stored message, replayed on resume (same shape as a transcript line). */
export const StoredMessage = TranscriptMessage.extend({
  type: z.literal('message'),
}).strict();
export const ReplyStartMessage = z.object({ type: z.literal('replyStart'), replyTo: z.number().int().min(1) }).strict();
export const ReplyTokenMessage = z.object({ type: z.literal('replyToken'), token: z.string() }).strict();
export const ReplyEndMessage = z
  .object({
    type: z.literal('replyEnd'),
    seq: z.number().int().min(1),
    /** The whole reply as stored: the client replaces what it streamed with this. */
    text: z.string(),
    createdAt: IsoDateTime,
  })
  .strict();
export const MinutesMessage = z
  .object({
    type: z.literal('minutes'),
    remainingSeconds: z.number().int().min(0),
  })
  .strict();
export const StatusMessage = z
  .object({
    type: z.literal('status'),
    status: SessionStatus,
    /** Why it changed: `idle` (no message for a while: paused), `minutes-ended`, `ended` (the user ended it). */
    reason: z.enum(['idle', 'minutes-ended', 'ended', 'resumed', 'summarised']).optional(),
  })
  .strict();

export const ChatErrorCode = z.enum([
  /** A message did not match this protocol; details in `message`. Nothing changed. */
  'bad-message',
  'unauthenticated',
  'token-expired',
  /** auth was sent twice, or start/resume/userMessage came before auth or before a session. */
  'out-of-order',
  /** The session to resume does not exist, or is not the user's (never told apart). */
  'session-not-found',
  /** The session to resume is finished or processing: it cannot take messages any more. */
  'session-closed',
  /** start while the previous session is still processing (6): the session processing popup. */
  'session-processing',
  /** The user has not accepted the medical disclaimer yet (POST /users/me/accept-disclaimer). */
  'disclaimer-required',
  /** No minutes or sessions left on the plan: the minutes ended popup. */
  'no-minutes',
  'no-sessions',
  /** The user has no Doro profile yet (POST /users/me/ creates it). */
  'no-profile',
  /** Too many messages in a short time (server/http/chat-message-limit.ts): this one was not stored; send it later. */
  'rate-limited',
  /** The conversation is paused after a crisis (crisisPause): nothing is stored until continueAfterCrisis. Also
   * continueAfterCrisis when there is no such pause. */
  'crisis-paused',
  'internal',
]);
export type ChatErrorCode = z.infer<typeof ChatErrorCode>;

export const ErrorMessage = z
  .object({
    type: z.literal('error'),
    code: ChatErrorCode,
    /** Words the client can show as they are. */
    message: z.string(),
    /** The clientId of the user message refused, when the error is about one. */
    clientId: z.string().uuid().optional(),
  })
  .strict();
export const PongMessage = z.object({ type: z.literal('pong') }).strict();

// Defined beside the stored messages that carry them (crisis.ts); named here too, where the protocol uses them.
export { CrisisCategory, CrisisLevel, CrisisLine };

/**
 * The safety layer (server/safety, independent of any model) saw a crisis in the user message about to be answered.
 * Sent before that reply's replyStart: the client shows the crisis card (imminent puts 911 first) before any of
 * Doro's words. `seq` is the user message's: the card goes right after it. The level and categories are stored with
 * that message too, and come back with it on resume (`message` .crisis) and in the transcript.
 */
export const CrisisMessage = z
  .object({
    type: z.literal('crisis'),
    seq: z.number().int().min(1),
    level: CrisisLevel,
    categories: z.array(CrisisCategory),
  })
  .strict();

/**
 * Where the law asks it, an urgent or imminent crisis pauses the conversation (server/chat/crisis-pause.ts): no
 * reply is written and no message taken until the person chooses to go on (continueAfterCrisis). `lines` are the
 * crisis lines for where the person lives, in the order to show them (emergency first when the danger is imminent).
 */
export const CrisisPauseMessage = z
  .object({
    type: z.literal('crisisPause'),
    seq: z.number().int().min(1),
    level: CrisisLevel,
    lines: z.array(CrisisLine).min(1),
  })
  .strict();
/** The person chose to go on: messages are taken again (sent to every connection of the session). */
export const CrisisPauseEndedMessage = z
  .object({ type: z.literal('crisisPauseEnded'), seq: z.number().int().min(1) })
  .strict();

/**
 * `offline-engine`: replies come from Doro's offline engine (sent on start and resume when it is the provider).
 * `fallback`: the configured model failed, the offline engine answers instead (sent before that reply's tokens).
 * `disclosure`: Doro is an AI, not a human (when the user asks, after the stretch of use the law of the person's
 * place gives (every hour for minors in Washington, every 3 hours otherwise), and at the start where the law asks it
 * before first use or after days without use).
 * `break-reminder`: users under 18, after every 3 hours of use.
 * `minors-notice`: users under 18 where the law asks it (California), at the start: companion chatbots may not be
 * suitable for some minors.
 * `spoken`: the notice is read aloud too when the person has spoken replies on (New York).
 */
export const NoticeKind = z.enum([
  'greeting',
  'offline-engine',
  'fallback',
  'disclosure',
  'break-reminder',
  'minors-notice',
]);
export type NoticeKind = z.infer<typeof NoticeKind>;
export const NoticeMessage = z
  .object({
    type: z.literal('notice'),
    kind: NoticeKind,
    text: z.string().min(1),
    spoken: z.literal(true).optional(),
  })
  .strict();

export const ServerMessage = z.discriminatedUnion('type', [
  ReadyMessage,
  AckMessage,
  StoredMessage,
  ReplyStartMessage,
  ReplyTokenMessage,
  ReplyEndMessage,
  MinutesMessage,
  StatusMessage,
  ErrorMessage,
  PongMessage,
  CrisisMessage,
  NoticeMessage,
  CrisisPauseMessage,
  CrisisPauseEndedMessage,
]);
export type ServerMessage = z.infer<typeof ServerMessage>;

// ---- the wire ----

/** One message as a WebSocket text frame: snake_case keys. */
export function encodeChatMessage(message: ClientMessage | ServerMessage): string {
  return JSON.stringify(toSnakeCase(message));
}

/** Parses a frame into a typed message, or says in words why it is not one. */
export function decodeChatMessage<T extends z.ZodTypeAny>(
  schema: T,
  frame: string,
): { ok: true; message: z.infer<T> } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    return { ok: false, error: 'The message is not JSON.' };
  }
  const parsed = schema.safeParse(toCamelCase(json));
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return { ok: false, error: `${where}${issue?.message ?? 'invalid message'}` };
}

export const decodeClientMessage = (frame: string) => decodeChatMessage(ClientMessage, frame);
export const decodeServerMessage = (frame: string) => decodeChatMessage(ServerMessage, frame);
