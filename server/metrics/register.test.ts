import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { replyLatencyChannel } from '../chat/reply-latency';
import { ConfigError } from '../config/values';
import { loadConfig } from '../config';
import { crisisCounted, crisisCountedChannel, liveSessionsChannel, sessionLeft, sessionWentLive } from './chat-events';
import { metricsPath, registerMetrics } from './register';

const token = 'a-metrics-token-long-enough-0123456789';
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function build(metricsToken: string | null, pool = { total: 4, idle: 3, waiting: 1 }) {
  app = Fastify();
  registerMetrics(app, metricsToken, { poolUse: () => pool });
  app.get('/api/things/:id', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const scrape = (headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
  app!.inject({ method: 'GET', url: metricsPath, headers });

/** The value of one sample line, e.g. `doro_chat_live_sessions 2`, or undefined. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    await build(null);
    expect((await scrape()).statusCode).toBe(404);
  });

  it('answers 401 to a scraper without the token, with a wrong one, or with another scheme', async () => {
    await build(token);
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Bearer ${token}x`,
      `Basic ${token}`,
      token,
      `Bearer ${token} extra`,
    ]) {
      const response = await scrape(authorization === undefined ? {} : { authorization });
      expect({ authorization, status: response.statusCode }).toEqual({ authorization, status: 401 });
      expect(response.body).not.toContain('doro_');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the Prometheus text format, never cached, to the bearer of the token', async () => {
    await build(token);
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE doro_http_requests_total counter');
    expect(response.body).toContain('process_cpu_seconds_total');
    expect((await scrape({ authorization: `bearer   ${token}` })).statusCode).toBe(200);
  });

  it('counts requests by route pattern, never by the path with its ids', async () => {
    await build(token);
    await app!.inject('/api/things/secret-id-4711');
    await app!.inject('/api/things/another-id-0815');
    await app!.inject('/api/no-such/token-abcdef');
    const { body } = await scrape();
    expect(body).toContain('doro_http_requests_total{route="/api/things/:id",method="GET",status="200"} 2');
    expect(body).toContain('doro_http_requests_total{route="unmatched",method="GET",status="404"} 1');
    expect(body).toMatch(/doro_http_request_duration_seconds_count\{route="\/api\/things\/:id",method="GET"\} 2/);
    for (const secret of ['secret-id-4711', 'another-id-0815', 'token-abcdef', token])
      expect(body).not.toContain(secret);
  });

  it('reports live chat sessions, reply latency and crisis levels from chat, and the database pool', async () => {
    await build(token);
    sessionWentLive();
    sessionWentLive();
    sessionWentLive();
    sessionLeft();
    replyLatencyChannel.publish({ ms: 12 });
    crisisCounted('urgent');
    crisisCounted('urgent');
    crisisCounted('imminent');
    const { body } = await scrape();
    expect(sample(body, 'doro_chat_live_sessions')).toBe(2);
    expect(sample(body, 'doro_chat_reply_first_token_seconds_count')).toBe(1);
    expect(sample(body, 'doro_chat_reply_first_token_seconds_sum')).toBeCloseTo(0.012);
    expect(sample(body, 'doro_crisis_referrals_total{level="urgent"}')).toBe(2);
    expect(sample(body, 'doro_crisis_referrals_total{level="imminent"}')).toBe(1);
    expect(sample(body, 'doro_crisis_referrals_total{level="concern"}')).toBe(0);
    expect(sample(body, 'doro_db_pool_connections{state="total"}')).toBe(4);
    expect(sample(body, 'doro_db_pool_connections{state="idle"}')).toBe(3);
    expect(sample(body, 'doro_db_pool_connections{state="waiting"}')).toBe(1);
  });

  it('stops listening to chat when the app closes', async () => {
    await build(token);
    expect(liveSessionsChannel.hasSubscribers && crisisCountedChannel.hasSubscribers).toBe(true);
    await app!.close();
    app = undefined;
    expect(liveSessionsChannel.hasSubscribers || crisisCountedChannel.hasSubscribers).toBe(false);
  });
});

describe('METRICS_TOKEN', () => {
  it('is off when unset, and refused when too short to be secret', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
  });
});
