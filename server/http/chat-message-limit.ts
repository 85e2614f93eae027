/**
 * The chat socket's limit on user messages, per account: the same fixed window as rate-limit.ts, opened by the
 * account's first message. Counted in this server instance's memory, not in PostgreSQL: a message is on the hot
 * path of a live conversation, a chat connection stays on one instance, and the limit protects that instance and
 * the reply provider behind it. Someone holding sockets on N instances at once gets N times the limit; decision 019
 * says why that is acceptable.
 */
import { stageClock, stageEnded } from '../chat/message-stages';
import type { RateLimit } from '../config';

type Windows = Map<string, { openedAt: number; hits: number }>;
export type ChatMessageVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

// One set of windows per configured limit, that is per app: a test's side server counts apart from the main one.
const windowsByLimit = new WeakMap<RateLimit, Windows>();
const sweepAbove = 10_000;

export function takeChatMessageSlot(limit: RateLimit, accountId: string, now = Date.now()): ChatMessageVerdict {
  // The per-stage profile (server/chat/message-stages.ts): this is the message's rate-limit stage.
  const startedAt = stageClock();
  const verdict = takeSlot(limit, accountId, now);
  stageEnded('rate-limit', startedAt);
  return verdict;
}

function takeSlot(limit: RateLimit, accountId: string, now: number): ChatMessageVerdict {
  let windows = windowsByLimit.get(limit);
  if (!windows) windowsByLimit.set(limit, (windows = new Map()));
  const windowMs = limit.windowSeconds * 1000;
  const open = (window: { openedAt: number }) => now < window.openedAt + windowMs;

  if (windows.size > sweepAbove) {
    for (const [account, window] of windows) if (!open(window)) windows.delete(account);
  }
  const current = windows.get(accountId);
  if (!current || !open(current)) {
    windows.set(accountId, { openedAt: now, hits: 1 });
    return { allowed: true };
  }
  current.hits += 1;
  if (current.hits <= limit.max) return { allowed: true };
  const retryAfterSeconds = Math.max(1, Math.ceil((current.openedAt + windowMs - now) / 1000));
  return {
    allowed: false,
    retryAfterSeconds,
    message:
      `You are sending messages faster than Doro can read them. This one was not sent: ` +
      `please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and send it again.`,
  };
}
