import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createPublicCache, matches, type PublicCache, type PublicCacheOptions } from './public-cache';
import { earliestPriceChange } from './public-reads';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app with two public reads whose handlers count their calls and answer whatever `data` holds now. */
async function build(options: PublicCacheOptions & { listening?: boolean } = {}) {
  const cache = createPublicCache(options);
  cache.setListening(options.listening ?? true);
  const data = { title: 'first', validUntil: undefined as string | undefined };
  const calls = { list: 0, info: 0 };
  let release: (() => void) | undefined;
  let holdNext = false;
  app = Fastify();
  cache.register(app, [
    { url: '/api/things/', tags: ['questionnaires'] },
    {
      url: '/api/things/:id/info',
      tags: ['plans'],
      validUntil: (payload) => {
        const { until } = JSON.parse(payload) as { until?: string };
        return until ? Date.parse(until) : undefined;
      },
    },
  ]);
  app.get('/api/things/', async () => {
    calls.list++;
    const title = data.title;
    if (holdNext) {
      holdNext = false;
      await new Promise<void>((resolve) => (release = resolve));
    }
    return { title };
  });
  app.get<{ Params: { id: string } }>('/api/things/:id/info', async (request, reply) => {
    calls.info++;
    if (request.params.id === 'missing') return reply.code(404).send({ message: 'no such thing' });
    return { id: request.params.id, title: data.title, until: data.validUntil };
  });
  app.get('/api/other', async () => ({ other: true }));
  await app.ready();
  const get = (url: string, headers: Record<string, string> = {}) => app!.inject({ method: 'GET', url, headers });
  return {
    cache,
    data,
    calls,
    get,
    holdNextList: () => (holdNext = true),
    release: () => release?.(),
  };
}

describe('public cache', () => {
  it('answers a listed read from memory after the first, with the same bytes, a strong ETag and public caching', async () => {
    const { get, calls, cache } = await build();
    const first = await get('/api/things/');
    const second = await get('/api/things/');
    expect(calls.list).toBe(1);
    expect(second.body).toBe(first.body);
    expect(JSON.parse(second.body)).toEqual({ title: 'first' });
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    for (const response of [first, second]) {
      expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    }
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('answers 304 without a body to a matching If-None-Match, from memory or from the handler', async () => {
    const { get, calls } = await build();
    const etag = (await get('/api/things/')).headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await get('/api/things/', { 'if-none-match': ifNoneMatch });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
    }
    expect((await get('/api/things/', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect(calls.list).toBe(1);
    // Not listening: every read goes to the handler, and a matching tag still gets its 304.
    const alone = await build({ listening: false });
    const tag = (await alone.get('/api/things/')).headers.etag as string;
    expect((await alone.get('/api/things/', { 'if-none-match': tag })).statusCode).toBe(304);
    expect(alone.calls.list).toBe(2);
  });

  it('keeps one entry per path parameter, never a refusal, and leaves unlisted routes alone', async () => {
    const { get, calls } = await build();
    await get('/api/things/a/info');
    await get('/api/things/b/info');
    expect(JSON.parse((await get('/api/things/a/info')).body)).toMatchObject({ id: 'a' });
    expect(JSON.parse((await get('/api/things/b/info')).body)).toMatchObject({ id: 'b' });
    expect(calls.info).toBe(2);
    await get('/api/things/missing/info');
    const missing = await get('/api/things/missing/info');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(calls.info).toBe(4);
    const other = await get('/api/other');
    expect(other.headers.etag).toBeUndefined();
    expect(other.headers['cache-control']).toBeUndefined();
  });

  it('answers HEAD from memory with the headers and no body', async () => {
    const { get, calls } = await build();
    const etag = (await get('/api/things/')).headers.etag;
    const head = await app!.inject({ method: 'HEAD', url: '/api/things/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(etag);
    expect(calls.list).toBe(1);
  });

  it('forgets the entries of a tag that changed, and only those', async () => {
    const { get, calls, data, cache } = await build();
    await get('/api/things/');
    await get('/api/things/a/info');
    data.title = 'second';
    cache.forget('plans');
    expect(JSON.parse((await get('/api/things/a/info')).body)).toMatchObject({ title: 'second' });
    expect(JSON.parse((await get('/api/things/')).body)).toEqual({ title: 'first' });
    cache.forget('questionnaires');
    const list = await get('/api/things/');
    expect(JSON.parse(list.body)).toEqual({ title: 'second' });
    expect(calls).toEqual({ list: 2, info: 2 });
    // A tag nobody knows (a newer instance's) forgets everything.
    data.title = 'third';
    cache.forget('something-new');
    expect(JSON.parse((await get('/api/things/')).body)).toEqual({ title: 'third' });
  });

  it('does not keep an answer read before a forget that came while it ran', async () => {
    const { get, calls, data, cache, holdNextList, release } = await build();
    holdNextList();
    const slow = get('/api/things/');
    await expect.poll(() => calls.list).toBe(1);
    data.title = 'second';
    cache.forget('questionnaires');
    release();
    expect(JSON.parse((await slow).body)).toEqual({ title: 'first' });
    expect(JSON.parse((await get('/api/things/')).body)).toEqual({ title: 'second' });
    expect(calls.list).toBe(2);
  });

  it('serves nothing from memory while not listening, and starts empty when listening again', async () => {
    const { get, calls, data, cache } = await build();
    await get('/api/things/');
    cache.setListening(false);
    data.title = 'second';
    expect(JSON.parse((await get('/api/things/')).body)).toEqual({ title: 'second' });
    await get('/api/things/');
    expect(calls.list).toBe(3);
    expect(cache.stats().entries).toBe(0);
    cache.setListening(true);
    data.title = 'third';
    expect(JSON.parse((await get('/api/things/')).body)).toEqual({ title: 'third' });
  });

  it('expires entries after maxAgeMs, and at the moment the data says it stops being true', async () => {
    let clock = Date.parse('2026-11-24T12:00:00Z');
    const { get, calls, data } = await build({ now: () => clock, maxAgeMs: 300_000 });
    await get('/api/things/');
    clock += 299_000;
    await get('/api/things/');
    expect(calls.list).toBe(1);
    clock += 1_000;
    await get('/api/things/');
    expect(calls.list).toBe(2);

    data.validUntil = new Date(clock + 90_000).toISOString();
    const first = await get('/api/things/x/info');
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=30');
    clock += 45_000;
    const later = await get('/api/things/x/info');
    expect(later.headers['cache-control']).toBe('public, max-age=45, stale-while-revalidate=0');
    expect(calls.info).toBe(1);
    clock += 45_000;
    data.validUntil = undefined;
    const after = await get('/api/things/x/info');
    expect(calls.info).toBe(2);
    expect(after.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
  });

  it('passes an answer marked no-store through untouched', async () => {
    const cache: PublicCache = createPublicCache();
    cache.setListening(true);
    app = Fastify();
    cache.register(app, [{ url: '/api/mine', tags: [] }]);
    let calls = 0;
    app.get('/api/mine', async (_request, reply) => {
      calls++;
      return reply.header('Cache-Control', 'no-store').send({ calls });
    });
    await app.inject('/api/mine');
    const second = await app.inject('/api/mine');
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.headers.etag).toBeUndefined();
    expect(calls).toBe(2);
  });
});

describe('matches', () => {
  it('compares If-None-Match weakly against a strong tag', () => {
    expect(matches(undefined, '"a"')).toBe(false);
    expect(matches('"a"', '"a"')).toBe(true);
    expect(matches('W/"a"', '"a"')).toBe(true);
    expect(matches('"b" , "a"', '"a"')).toBe(true);
    expect(matches('"ab"', '"a"')).toBe(false);
    expect(matches('*', '"a"')).toBe(true);
  });
});

const plans = (changes: Array<string | null>) =>
  JSON.stringify({
    plans: changes.map((at) => ({ id: 'x', price_change: at ? { effective_at: at } : null })),
    mode: 'test',
  });

describe('earliestPriceChange', () => {
  it('finds the earliest announced change in a plans answer, or none', () => {
    expect(earliestPriceChange(plans([null, null]))).toBeUndefined();
    expect(earliestPriceChange(plans(['2026-12-10T00:00:00.000Z', null, '2026-12-05T00:00:00.000Z']))).toBe(
      Date.parse('2026-12-05T00:00:00.000Z'),
    );
  });
});
