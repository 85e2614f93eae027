import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../src/contract/chat-socket';
import { createTokenCoalescer, TOKEN_WINDOW_MS } from './token-coalescer';

let sent: ServerMessage[];
beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
});
afterEach(() => vi.useRealTimers());

const token = (text: string): ServerMessage => ({ type: 'replyToken', token: text });

describe('the token coalescer', () => {
  it('sends the first token at once and joins the ones within the window into one frame', () => {
    const coalescer = createTokenCoalescer((message) => sent.push(message), 50);
    coalescer.send({ type: 'replyStart', replyTo: 1 });
    coalescer.send(token('Hello '));
    expect(sent).toEqual([{ type: 'replyStart', replyTo: 1 }, token('Hello ')]);
    vi.advanceTimersByTime(20);
    coalescer.send(token('there, '));
    vi.advanceTimersByTime(20);
    coalescer.send(token('friend.'));
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(10);
    expect(sent.slice(2)).toEqual([token('there, friend.')]);
    // A frame just went: the next token waits for the next window too, so frames are at most one per window.
    vi.advanceTimersByTime(10);
    coalescer.send(token(' Again'));
    expect(sent).toHaveLength(3);
    vi.advanceTimersByTime(40);
    expect(sent.slice(3)).toEqual([token(' Again')]);
  });

  it('sends a token at once again after a quiet window', () => {
    const coalescer = createTokenCoalescer((message) => sent.push(message), 50);
    coalescer.send(token('One '));
    vi.advanceTimersByTime(60);
    coalescer.send(token('two '));
    expect(sent).toEqual([token('One '), token('two ')]);
  });

  it('word-by-word tokens every 30 ms leave as about one frame per 50 ms window, all text in order', () => {
    const coalescer = createTokenCoalescer((message) => sent.push(message), 50);
    const words = Array.from({ length: 40 }, (_, index) => `w${index} `);
    for (const word of words) {
      coalescer.send(token(word));
      vi.advanceTimersByTime(30);
    }
    vi.advanceTimersByTime(100);
    expect(sent.length).toBeLessThanOrEqual(Math.ceil((40 * 30) / 50) + 1);
    expect(sent.map((message) => (message.type === 'replyToken' ? message.token : '')).join('')).toBe(words.join(''));
  });

  it("at the default window, a reply streamed at the engine's 30 ms pace for 2 s leaves in at most 11 frames", () => {
    const coalescer = createTokenCoalescer((message) => sent.push(message));
    const words = Array.from({ length: 67 }, (_, index) => `w${index} `);
    for (const word of words) {
      coalescer.send(token(word));
      vi.advanceTimersByTime(30);
    }
    vi.advanceTimersByTime(TOKEN_WINDOW_MS);
    expect(sent.length).toBeLessThanOrEqual(11);
    expect(sent.map((message) => (message.type === 'replyToken' ? message.token : '')).join('')).toBe(words.join(''));
  });

  it('never lets another message overtake a pending token, and loses no text', () => {
    const coalescer = createTokenCoalescer((message) => sent.push(message), 50);
    const words = ['It ', 'sounds ', 'like ', 'a ', 'long ', 'day.'];
    for (const word of words) coalescer.send(token(word));
    coalescer.send({ type: 'replyEnd', seq: 2, text: words.join(''), createdAt: '2026-01-01T00:00:00.000Z' });
    expect(sent.map((message) => message.type)).toEqual(['replyToken', 'replyToken', 'replyEnd']);
    expect(sent.flatMap((message) => (message.type === 'replyToken' ? [message.token] : [])).join('')).toBe(
      words.join(''),
    );
    vi.advanceTimersByTime(100);
    expect(sent).toHaveLength(3);
  });

  it('drops what is pending when stopped', () => {
    const coalescer = createTokenCoalescer((message) => sent.push(message), 50);
    coalescer.send(token('a '));
    coalescer.send(token('b '));
    coalescer.stop();
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([token('a ')]);
  });
});
