/**
 * Where Doro's replies come from. The chat server only knows this interface: issue 5 puts the offline engine, the
 * OpenAI-compatible provider and the safety layer behind it.
 */
import type { Directiveness } from '../../src/contract/chat-socket';

export interface ConversationTurn {
  role: 'user' | 'doro';
  text: string;
}

export interface ReplyRequest {
  /** The whole session so far, oldest first; the last turn is the user message to answer. */
  messages: readonly ConversationTurn[];
  directiveness: Directiveness;
  /** Aborted when the session is deleted or the server stops: stop producing tokens. */
  signal?: AbortSignal;
}

export interface ReplyProvider {
  /** The reply, token by token; the concatenation of the tokens is the reply stored. */
  stream(request: ReplyRequest): AsyncIterable<string>;
}
