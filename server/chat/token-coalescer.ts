/**
 * Reply tokens leave a connection at most once per window: the first token of a run goes at once (the latency a
 * person feels), later ones that come within the window are joined into one replyToken frame sent when it ends.
 * Every frame costs a system call and a wake-up of the reader, so 200 replies streaming word by word would otherwise
 * spend the server's time on frames rather than on answering (scripts/bench-chat.ts). Any other message sends the
 * joined tokens first, so order is kept: replyEnd never overtakes a token.
 *
 * The window is 200 ms (decision 030): the per-stage profile shows token frames as the second largest share of the
 * server's CPU spent on a message, after the classifier; five updates a second still read as text streaming, and
 * the first token's latency is unchanged (it never waits).
 */
import type { ServerMessage } from '../../src/contract/chat-socket';

export const TOKEN_WINDOW_MS = 200;

export function createTokenCoalescer(sendNow: (message: ServerMessage) => void, windowMs = TOKEN_WINDOW_MS) {
  let pending = '';
  let timer: NodeJS.Timeout | undefined;

  /** Sends what is pending; `rearm`: a frame just went, so the next token waits for another window. */
  const flush = (rearm: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const token = pending;
    pending = '';
    sendNow({ type: 'replyToken', token });
    if (rearm) timer = setTimeout(() => flush(true), windowMs);
  };

  return {
    send(message: ServerMessage) {
      if (message.type !== 'replyToken') {
        flush(false);
        sendNow(message);
        return;
      }
      if (timer) {
        pending += message.token;
        return;
      }
      sendNow(message);
      // Tokens that follow within the window wait for it to end; a quiet window ends the run.
      timer = setTimeout(() => flush(true), windowMs);
    },
    /** The connection closed: what is pending is dropped (a resume replays the reply from the server's copy). */
    stop() {
      clearTimeout(timer);
      timer = undefined;
      pending = '';
    },
  };
}
