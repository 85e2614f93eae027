/**
 * The OpenAI-compatible provider against a real local HTTP double of the chat-completions protocol: streaming,
 * what the model is told, retries with the shared back-off, and the fallback to the offline engine (with its
 * notice) on errors, timeouts and stalls, never hanging.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../server/ai/offline/offline-provider';
import type { ReplyChunk, ReplyRequest } from '../../server/ai/provider';
import { createRemoteProvider, type RemoteProviderOptions } from '../../server/ai/remote/openai-compatible';
import { BACKOFF } from '../../src/contract/backoff';
import { startOpenAiDouble, type OpenAiDouble } from '../doubles/openai-double';

let double: OpenAiDouble;
beforeAll(async () => {
  double = await startOpenAiDouble(() => ({ kind: 'stream', text: 'unused' }));
});
afterAll(() => double.close());

const offline = createOfflineProvider();
const waits: number[] = [];

function provider(overrides: Partial<RemoteProviderOptions> = {}) {
  return createRemoteProvider({
    baseUrl: double.baseUrl,
    apiKey: double.apiKey,
    model: double.model,
    timeoutMs: 300,
    maxRetries: 2,
    fallback: offline,
    wait: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  });
}

const request: ReplyRequest = {
  messages: [
    { role: 'user', text: 'I have an exam tomorrow and I cannot sleep.' },
    { role: 'doro', text: 'That sounds stressful. What keeps your mind busy?' },
    { role: 'user', text: 'I keep thinking I will fail.' },
  ],
  directiveness: 'guide',
  ageGroup: 'teen',
  memory: [
    {
      summary: 'You talked about: "My parents argue a lot."',
      date: new Date('2026-11-01T10:00:00Z'),
    },
  ],
};

async function collect(stream: AsyncIterable<ReplyChunk>) {
  const chunks: ReplyChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  const text = chunks.map((chunk) => (chunk.type === 'text' ? chunk.text : '')).join('');
  const fallbacks = chunks.filter((chunk) => chunk.type === 'fallback');
  return { chunks, text, fallbacks };
}

async function timed<T>(work: Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work;
  return { result, ms: Date.now() - started };
}

describe('the remote provider', () => {
  it('streams the model reply token by token, telling the model who Doro is, the choices and the memory', async () => {
    const reply = 'That fear of failing sounds heavy. Would you like to try box breathing before bed?';
    double.respondWith(() => ({
      kind: 'stream',
      text: reply,
      tokenDelayMs: 5,
    }));
    const before = double.requests.length;
    const { chunks, text, fallbacks } = await collect(provider().stream(request));
    expect(text).toBe(reply);
    expect(chunks.length).toBeGreaterThan(10);
    expect(fallbacks).toEqual([]);

    const sent = double.requests[before]!;
    expect(sent.stream).toBe(true);
    const system = sent.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/You are an AI, not a human/);
    expect(system.content).toMatch(/not a therapist/);
    expect(system.content).toMatch(/Never diagnose/);
    expect(system.content).toMatch(/"guide"/);
    expect(system.content).toMatch(/13 to 17/);
    expect(system.content).toContain('My parents argue a lot.');
    expect(sent.messages.slice(1).map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(sent.messages.at(-1)!.content).toBe('I keep thinking I will fail.');
  });

  it('adds the safety instruction when the safety layer saw a crisis', async () => {
    double.respondWith(() => ({
      kind: 'stream',
      text: 'I hear you. Are you safe right now? Call or text 988.',
    }));
    const before = double.requests.length;
    await collect(
      provider().stream({
        ...request,
        safety: { level: 'urgent', categories: ['suicide'], current: true },
      }),
    );
    expect(double.requests[before]!.messages[0]!.content).toMatch(/Safety comes first.*988.*911/s);
  });

  it('retries a 500 with the back-off helper, then falls back to the offline engine with a notice', async () => {
    double.respondWith(() => ({ kind: 'status', status: 500 }));
    const before = double.requests.length;
    waits.length = 0;
    const { result, ms } = await timed(collect(provider().stream(request)));
    expect(double.requests.length - before).toBe(3); // the first try and 2 retries
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(BACKOFF.baseMs * (1 - BACKOFF.jitter));
    expect(waits[0]).toBeLessThanOrEqual(BACKOFF.baseMs * (1 + BACKOFF.jitter));
    expect(waits[1]).toBeGreaterThanOrEqual(BACKOFF.baseMs * BACKOFF.factor * (1 - BACKOFF.jitter));
    expect(result.fallbacks).toEqual([{ type: 'fallback', reason: 'the model answered HTTP 500' }]);
    expect(result.chunks[0]).toEqual(result.fallbacks[0]);
    expect(result.text.length).toBeGreaterThan(20);
    expect(ms).toBeLessThan(3_000);
  });

  it('does not retry what cannot pass (a wrong key): it falls back at once', async () => {
    double.respondWith(() => ({ kind: 'stream', text: 'never' }));
    const before = double.requests.length;
    waits.length = 0;
    const { fallbacks, text } = await collect(provider({ apiKey: 'wrong' }).stream(request));
    expect(fallbacks).toEqual([{ type: 'fallback', reason: 'the model answered HTTP 401' }]);
    expect(waits).toEqual([]);
    expect(double.requests.length).toBe(before);
    expect(text).not.toContain('never');
  });

  it('falls back when the model never answers, after the timeout and not later', async () => {
    double.respondWith(() => ({ kind: 'hang' }));
    const { result, ms } = await timed(collect(provider({ timeoutMs: 400 }).stream(request)));
    expect(result.fallbacks).toEqual([{ type: 'fallback', reason: 'the model did not answer in time' }]);
    expect(result.text.length).toBeGreaterThan(20);
    expect(ms).toBeGreaterThanOrEqual(380);
    expect(ms).toBeLessThan(2_000);
  });

  it('keeps what a stalling model said and lets the offline engine finish the turn', async () => {
    double.respondWith(() => ({
      kind: 'stall',
      text: 'That sounds really hard for you. And',
      tokens: 3,
    }));
    const { result, ms } = await timed(collect(provider({ timeoutMs: 400 }).stream(request)));
    expect(result.text.startsWith('That sounds really ')).toBe(true);
    expect(result.fallbacks).toEqual([{ type: 'fallback', reason: 'the model stopped sending in time' }]);
    const offlineText = (await collect(offline.stream(request))).text;
    expect(result.text).toBe(`That sounds really \n\n${offlineText}`);
    expect(ms).toBeLessThan(2_000);
  });

  it('falls back when nothing listens at the address, after retrying', async () => {
    waits.length = 0;
    const { fallbacks } = await collect(provider({ baseUrl: 'http://127.0.0.1:9/v1' }).stream(request));
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatchObject({
      reason: expect.stringMatching(/^no connection/),
    });
    expect(waits).toHaveLength(2);
  });

  it('answers imminent danger with the offline safety reply, 911 first, without asking the model', async () => {
    const before = double.requests.length;
    const { text, fallbacks } = await collect(
      provider().stream({
        ...request,
        safety: { level: 'imminent', categories: ['suicide'], current: true },
      }),
    );
    expect(double.requests.length).toBe(before);
    expect(fallbacks).toEqual([]);
    expect(text.indexOf('911')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('911')).toBeLessThan(text.indexOf('988'));
  });

  it('stops at once when the session is aborted, with no fallback', async () => {
    double.respondWith(() => ({
      kind: 'stream',
      text: 'one two three four five six seven eight',
      tokenDelayMs: 100,
    }));
    const controller = new AbortController();
    const chunks: ReplyChunk[] = [];
    const { ms } = await timed(
      (async () => {
        for await (const chunk of provider({ timeoutMs: 2_000 }).stream({
          ...request,
          signal: controller.signal,
        })) {
          chunks.push(chunk);
          controller.abort();
        }
      })(),
    );
    expect(chunks).toEqual([{ type: 'text', text: 'one ' }]);
    expect(ms).toBeLessThan(1_000);
  });

  it('summarises with the model, and extractively when the model fails', async () => {
    double.respondWith(() => ({
      kind: 'stream',
      text: 'You talked about exam stress and sleep.',
    }));
    expect(await provider().summarise(request.messages)).toBe('You talked about exam stress and sleep.');
    double.respondWith(() => ({ kind: 'status', status: 503 }));
    expect(await provider().summarise(request.messages)).toBe(await offline.summarise(request.messages));
  });
});
