import { describe, expect, it } from 'vitest';
import { takeChatMessageSlot } from './chat-message-limit';

describe('takeChatMessageSlot', () => {
  const start = 1_000_000;

  it('lets max messages through in a window that opens at the first, then refuses until it ends', () => {
    const limit = { max: 2, windowSeconds: 10 };
    expect(takeChatMessageSlot(limit, 'a', start).allowed).toBe(true);
    expect(takeChatMessageSlot(limit, 'a', start + 1_000).allowed).toBe(true);
    expect(takeChatMessageSlot(limit, 'a', start + 2_500)).toMatchObject({
      allowed: false,
      retryAfterSeconds: 8,
    });
    expect(takeChatMessageSlot(limit, 'a', start + 9_999)).toMatchObject({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(takeChatMessageSlot(limit, 'a', start + 10_000).allowed).toBe(true);
  });

  it('counts each account, and each configured limit, apart', () => {
    const limit = { max: 1, windowSeconds: 60 };
    expect(takeChatMessageSlot(limit, 'a', start).allowed).toBe(true);
    expect(takeChatMessageSlot(limit, 'a', start).allowed).toBe(false);
    expect(takeChatMessageSlot(limit, 'b', start).allowed).toBe(true);
    expect(takeChatMessageSlot({ max: 1, windowSeconds: 60 }, 'a', start).allowed).toBe(true);
  });
});
