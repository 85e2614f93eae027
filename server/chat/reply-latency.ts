/**
 * The server-added latency of a reply: from a user message's frame reaching the socket to the first token of its
 * reply leaving it. Published on a diagnostics channel, so it costs nothing unless something subscribes (the chat
 * bench, scripts/bench-chat.ts); the network and the provider's deliberate pace between tokens are not in it.
 */
import { channel } from 'node:diagnostics_channel';
import type { ServerMessage } from '../../src/contract/chat-socket';

export const replyLatencyChannel = channel('doro:chat:reply-latency');

export interface ReplyLatency {
  /** Milliseconds from the user message's frame arriving to its reply's first token being sent. */
  ms: number;
}

/** One per connection: follows a user message from its frame, through its ack's seq, to its reply's first token. */
export function createReplyLatencyProbe() {
  const byClientId = new Map<string, number>();
  const bySeq = new Map<number, number>();
  let replying: number | undefined;

  return {
    /** A frame arrived: the moment to count from, read before the frame waits in the connection's queue. */
    now: (): number | undefined => (replyLatencyChannel.hasSubscribers ? performance.now() : undefined),

    received(clientId: string, at: number | undefined) {
      if (at !== undefined) byClientId.set(clientId, at);
    },

    sending(message: ServerMessage) {
      if (!replyLatencyChannel.hasSubscribers) return;
      if (message.type === 'ack') {
        const at = byClientId.get(message.clientId);
        byClientId.delete(message.clientId);
        if (at !== undefined) bySeq.set(message.seq, at);
      } else if (message.type === 'replyStart') {
        replying = message.replyTo;
      } else if (message.type === 'replyToken' && replying !== undefined) {
        const at = bySeq.get(replying);
        bySeq.delete(replying);
        replying = undefined;
        if (at !== undefined) replyLatencyChannel.publish({ ms: performance.now() - at } satisfies ReplyLatency);
      }
    },
  };
}
