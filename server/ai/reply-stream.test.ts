/**
 * The reply on its way out (reply-stream.ts): the offline engine's words are paced so its reply streams like a
 * model's, whoever the provider in front of it is; a model's own tokens are passed on as they come.
 */
import { describe, expect, it } from 'vitest';
import { consentedProvider } from './model-consent';
import type { ReplyProvider } from './provider';
import { guardedReply } from './reply-stream';

const passThrough = { push: (text: string) => text, end: () => '', violations: () => [] };

/** A provider of `kind` whose reply is `text`. */
function writing(kind: 'offline' | 'remote', text = 'one two three'): ReplyProvider {
  return {
    kind,
    async *stream() {
      yield { type: 'text', text };
    },
    summarise: async () => '',
  };
}

/** A provider configured with an outside model that writes, for this person, with `writer`. */
function gated(writer: 'offline' | 'remote'): ReplyProvider {
  return consentedProvider(writing('remote'), writing('offline'), async () => writer === 'remote');
}

const request = { messages: [], directiveness: 'balanced' as const, ageGroup: 'adult' as const, memory: [] };

/** Whether the reply's second word is already there once the first is out and pending callbacks have run. */
async function secondWordAtOnce(provider: ReplyProvider): Promise<boolean> {
  const reply = guardedReply(
    provider,
    { messages: [], directiveness: 'balanced', ageGroup: 'adult', memory: [], userId: 'person-1' },
    { guard: passThrough, tokenDelayMs: 150 },
  );
  expect(await reply.next()).toMatchObject({ value: { type: 'token', text: 'one ' } });
  let second = false;
  const next = reply.next().then(() => {
    second = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  const atOnce = second;
  await next;
  for await (const _ of reply) void _;
  return atOnce;
}

describe('the reply stream', () => {
  it('paces the offline engine word by word when it answers for a person who did not consent to the outside model', async () => {
    expect(await secondWordAtOnce(gated('offline'))).toBe(false);
  });

  it('passes the outside model’s tokens on as they come', async () => {
    expect(await secondWordAtOnce(gated('remote'))).toBe(true);
  });

  it('reads the person’s consent once per reply, and the provider it chose writes it', async () => {
    for (const consent of [true, false]) {
      const asked: Array<string | undefined> = [];
      const provider = consentedProvider(
        writing('remote', 'from the model'),
        writing('offline', 'from doro'),
        async (userId) => {
          asked.push(userId);
          return consent;
        },
      );
      const words: string[] = [];
      for await (const event of guardedReply(
        provider,
        { ...request, userId: 'person-1' },
        { guard: passThrough, tokenDelayMs: 0 },
      )) {
        if (event.type === 'token') words.push(event.text);
      }
      expect(words.join('')).toBe(consent ? 'from the model' : 'from doro');
      expect(asked).toEqual(['person-1']);
    }
  });
});
