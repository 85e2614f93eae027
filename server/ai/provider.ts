/**
 * Where Doro's replies come from. The chat server only knows this interface: the offline engine (server/ai/offline)
 * and the OpenAI-compatible provider (server/ai/remote) stand behind it, and the safety layer (server/safety) stands
 * in front of both, in server/ai/reply-stream.ts.
 */
import type { CrisisCategory, CrisisLevel, Directiveness } from '../../src/contract/chat-socket';

export interface ConversationTurn {
  role: 'user' | 'doro';
  text: string;
}

/** 'teen' is 13 to 17: plainer words, Kids Help Phone first among the helplines, break reminders. */
export type AgeGroup = 'teen' | 'adult';

/** A summary of an earlier session, as Doro remembers it. */
export interface Memory {
  summary: string;
  /** When that session started. */
  date: Date;
}

/** What the safety layer found in the conversation; the reply must put safety first. */
export interface SafetyFocus {
  level: CrisisLevel;
  categories: readonly CrisisCategory[];
  /** True when the crisis was in the message being answered, false when earlier in the session. */
  current: boolean;
}

export interface ReplyRequest {
  /** The whole session so far, oldest first; the last turn is the user message to answer. */
  messages: readonly ConversationTurn[];
  directiveness: Directiveness;
  ageGroup: AgeGroup;
  /** Earlier sessions, newest first. */
  memory: readonly Memory[];
  safety?: SafetyFocus;
  /** The user asked whether Doro is a person or a bot: the reply says plainly that Doro is an AI. */
  askedIfHuman?: boolean;
  /** Aborted when the session is deleted or the server stops: stop producing tokens. */
  signal?: AbortSignal;
  /** Whose conversation it is: an outside model writes only for a person who consented (server/ai/model-consent.ts). */
  userId?: string;
  /**
   * The language the person chose for the app (their profile): Doro greets and answers in it until the person's own
   * words say otherwise (they may switch mid-session). English when unset.
   */
  language?: 'en' | 'fr';
}

/**
 * What a provider streams: text, and at most one `fallback` event when a remote model failed and the offline engine
 * took over (the chat tells the user so).
 */
export type ReplyChunk = { type: 'text'; text: string } | { type: 'fallback'; reason: string };

export interface ReplyProvider {
  /** `offline` is labelled as such in the UI. */
  readonly kind: 'offline' | 'remote';
  /**
   * The provider that writes for this person when it depends on them (consent to the outside model), this one
   * otherwise: asked once per reply, and its `kind` and `stream` used together, so one reply reads the consent once.
   */
  writerFor?(userId: string): Promise<ReplyProvider>;
  /** The reply, chunk by chunk; the concatenation of the text chunks is the reply. Never throws for a model failure. */
  stream(request: ReplyRequest): AsyncIterable<ReplyChunk>;
  /** What to remember of a finished session (made while it is processing, status 6), for `userId`. Never throws. */
  summarise(messages: readonly ConversationTurn[], signal?: AbortSignal, userId?: string): Promise<string>;
}
