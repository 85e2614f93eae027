/**
 * GET /api/metrics on a real server process (server/metrics): absent without METRICS_TOKEN, behind it with one; after
 * a chat with a crisis message the scrape counts the session, the replies' latency, the crisis level, the requests by
 * route pattern and the database pool, and holds nothing anyone wrote, no user id, email, session id or token.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, ChatClient, chatUser } from './chat-client';
import { bearer } from './emulator-users';
import { serverInstances, type Instance } from './scale-out/instances';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const instances = serverInstances({ databaseUrl: inject('databaseUrl'), emulatorHost });
const token = randomBytes(24).toString('base64url');
let server: Instance;

beforeAll(async () => {
  server = await instances.start({ METRICS_TOKEN: token });
}, 60_000);
afterAll(() => instances.stopAll());

const scrape = async (url: string, authorization?: string) => {
  const response = await fetch(`${url}/api/metrics`, { headers: authorization ? { authorization } : {} });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

/** The value of one sample line, e.g. `doro_chat_live_sessions 2`, or undefined. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

const calm = 'My sister Annabel keeps borrowing my bike without asking.';
const atRisk = "I have the pills right here and I'm going to take them all tonight";

describe('GET /api/metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    expect((await scrape(baseUrl, `Bearer ${token}`)).status).toBe(404);
  });

  it('wants the token as a bearer', async () => {
    expect((await scrape(server.url)).status).toBe(401);
    expect((await scrape(server.url, `Bearer ${randomBytes(24).toString('base64url')}`)).status).toBe(401);
    const scraped = await scrape(server.url, `Bearer ${token}`);
    expect(scraped.status).toBe(200);
    expect(scraped.type).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('after a chat with a crisis: counts sessions, replies, the crisis and requests, and holds no words, ids or tokens', async () => {
    const before = (await scrape(server.url, `Bearer ${token}`)).text;
    const user = await chatUser(server.url, emulatorHost);
    const client = await ChatClient.connect(server.url, user, { type: 'start', directiveness: 'listen' });
    const sessionId = (await client.next('ready')).session.id;
    client.say(calm);
    await client.next('replyEnd');
    const mark = client.received.length;
    client.say(atRisk);
    const crisis = await client.next('crisis', { from: mark });
    await client.next('replyEnd', { from: mark });
    await api(server.url, user, `/sessions/session-transcript/${sessionId}`);
    await fetch(`${server.url}/api/users/me/`, { headers: bearer(user) });

    const during = (await scrape(server.url, `Bearer ${token}`)).text;
    expect(sample(during, 'doro_chat_live_sessions')).toBe((sample(before, 'doro_chat_live_sessions') ?? 0) + 1);
    const replies = (text: string) => sample(text, 'doro_chat_reply_first_token_seconds_count') ?? 0;
    expect(replies(during) - replies(before)).toBe(2);
    const crises = (text: string) => sample(text, `doro_crisis_referrals_total{level="${crisis.level}"}`) ?? 0;
    expect(crises(during) - crises(before)).toBe(1);
    expect(during).toMatch(
      /doro_http_requests_total\{route="\/api\/sessions\/session-transcript\/:sessionId",method="GET",status="200"\} 1/,
    );
    expect(during).toMatch(/doro_http_requests_total\{route="\/api\/users\/me\/",method="GET",status="200"\} \d+/);
    expect(sample(during, 'doro_db_pool_connections{state="total"}')).toBeGreaterThan(0);

    for (const secret of [user.uid, user.email, user.idToken, sessionId, token, 'Annabel', 'pills', 'bike']) {
      expect({ secret, found: during.includes(secret) }).toEqual({ secret, found: false });
    }

    await client.close();
    await expect
      .poll(async () => sample((await scrape(server.url, `Bearer ${token}`)).text, 'doro_chat_live_sessions'), {
        timeout: 5_000,
      })
      .toBe(sample(before, 'doro_chat_live_sessions') ?? 0);
  });
});
