/**
 * The notices the law of each person's place asks for (issue 20), through the real chat socket: the AI disclosure
 * every hour of use for minors in Washington from 2027-01-01 (3 hours otherwise), the notice again after more than 7
 * days away in Utah (and before first use), California's notice to minors at the start, and New York's notice spoken
 * where replies are spoken. A server of this file's own counts use 3600 times faster (DORO_TEST_USE_SCALE: an hour of
 * use in a second) and reads the law at DORO_TEST_LAW_DATE, which each test moves (both refused outside tests).
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AgeBand, ServerMessage } from '../../src/contract/chat-socket';
import { startSideServer } from '../doubles/side-server';
import { api, ChatClient, chatUser } from './chat-client';
import type { TestUser } from './emulator-users';

const emulatorHost = inject('emulatorHost');
const day = 86_400_000;

let server: { baseUrl: string; close(): Promise<void> };
beforeAll(async () => {
  server = await startSideServer({
    databaseUrl: inject('databaseUrl'),
    emulatorHost,
    env: { DORO_TEST_USE_SCALE: '3600', DORO_FREE_SESSIONS_PER_MONTH: '50' },
  });
});
afterAll(() => server.close());
afterEach(() => {
  delete process.env.DORO_TEST_LAW_DATE;
});

const lawDate = (iso: string) => {
  process.env.DORO_TEST_LAW_DATE = iso;
};

async function personIn(region: string | null, country = 'US') {
  const user = await chatUser(server.baseUrl, emulatorHost);
  const place = region === null ? { country: null, region: null } : { country, region };
  const saved = await api(server.baseUrl, user, '/users/me/place', { method: 'PUT', body: place });
  expect(saved.status).toBe(200);
  return user;
}

const start = (user: TestUser, ageBand: AgeBand) =>
  ChatClient.connect(server.baseUrl, user, { type: 'start', directiveness: 'listen', ageBand });

type Notice = Extract<ServerMessage, { type: 'notice' }>;
const isNotice =
  (kind: Notice['kind']) =>
  (message: ServerMessage): message is Notice =>
    message.type === 'notice' && message.kind === kind;
const kindsOf = (messages: ServerMessage[]) =>
  messages.flatMap((message) => (message.type === 'notice' ? [message.kind] : []));
/** The notices of the law said between `ready` and the greeting: what comes before Doro's first words. */
const atStart = async (client: ChatClient) => {
  await client.waitFor(isNotice('greeting'));
  const greeting = client.received.findIndex(isNotice('greeting'));
  return kindsOf(client.received.slice(0, greeting)).filter((kind) => kind !== 'offline-engine');
};

describe('the AI disclosure during use', () => {
  it('a 15-year-old in Washington from 2027-01-01: every hour of use, the break reminder every 3 hours', async () => {
    lawDate('2027-01-02T12:00:00Z');
    const teen = await start(await personIn('WA'), '13-17');
    const adult = await start(await personIn('WA'), '18+');
    await teen.waitFor(isNotice('disclosure'), { timeoutMs: 2_500 });
    // One hour of use: the teen is told, and the break reminder (3 hours) and the adult's notice are not due yet.
    expect(kindsOf(teen.received)).not.toContain('break-reminder');
    expect(kindsOf(adult.received)).not.toContain('disclosure');
    await teen.waitFor(isNotice('break-reminder'), { timeoutMs: 4_000 });
    const beforeBreak = teen.received.slice(0, teen.received.findIndex(isNotice('break-reminder')));
    expect(kindsOf(beforeBreak).filter((kind) => kind === 'disclosure').length).toBeGreaterThanOrEqual(2);
    await adult.waitFor(isNotice('disclosure'), { timeoutMs: 4_000 });
    expect(kindsOf(adult.received)).not.toContain('break-reminder');
    await teen.close();
    await adult.close();
  });

  it('the same 15-year-old before 2027-01-01: every 3 hours, with the break reminder', async () => {
    lawDate('2026-12-31T12:00:00Z');
    const teen = await start(await personIn('WA'), '13-17');
    await teen.waitFor(isNotice('break-reminder'), { timeoutMs: 4_500 });
    const beforeBreak = teen.received.slice(0, teen.received.findIndex(isNotice('break-reminder')));
    expect(kindsOf(beforeBreak).filter((kind) => kind === 'disclosure').length).toBeLessThanOrEqual(1);
    await teen.close();
  });
});

describe('the notices at the start of a session', () => {
  it('Utah: before first use, not again within 7 days, again after 8 days away, before the first reply', async () => {
    const now = Date.now();
    const user = await personIn('UT');
    lawDate(new Date(now).toISOString());
    const first = await start(user, '18+');
    expect(await atStart(first)).toEqual(['disclosure']);
    await first.close();

    lawDate(new Date(now + 6 * day).toISOString());
    const sixDaysOn = await start(user, '18+');
    expect(await atStart(sixDaysOn)).toEqual([]);
    await sixDaysOn.close();

    lawDate(new Date(now + 6 * day + 8 * day).toISOString());
    const back = await start(user, '18+');
    back.say('Hello again, I had a long week.');
    await back.next('replyEnd');
    const disclosure = back.received.findIndex(isNotice('disclosure'));
    expect(disclosure).toBeGreaterThan(-1);
    expect(disclosure).toBeLessThan(back.received.findIndex((message) => message.type === 'replyStart'));
    expect(await atStart(back)).toEqual(['disclosure']);
    await back.close();
  });

  it('Ontario: no notice at the start, even after 30 days away', async () => {
    const now = Date.now();
    const user = await personIn('ON', 'CA');
    lawDate(new Date(now).toISOString());
    const first = await start(user, '18+');
    expect(await atStart(first)).toEqual([]);
    await first.close();
    lawDate(new Date(now + 30 * day).toISOString());
    const back = await start(user, '18+');
    expect(await atStart(back)).toEqual([]);
    await back.close();
  });

  it('California: a person under 18 is told companion chatbots may not suit some minors; an adult is not', async () => {
    lawDate(new Date().toISOString());
    const teen = await start(await personIn('CA'), '13-17');
    expect(await atStart(teen)).toEqual(['minors-notice']);
    expect(teen.received.find(isNotice('minors-notice'))?.text).toMatch(/may not be suitable for some people under 18/);
    const adult = await start(await personIn('CA'), '18+');
    expect(await atStart(adult)).toEqual([]);
    await teen.close();
    await adult.close();
  });
});

describe('the spoken notice', () => {
  it('New York: the disclosure is marked to be spoken where replies are spoken; Ontario: written only', async () => {
    lawDate(new Date().toISOString());
    for (const [region, country, spoken] of [
      ['NY', 'US', true],
      ['ON', 'CA', undefined],
    ] as const) {
      const client = await start(await personIn(region, country), '18+');
      client.say('Am I talking to a bot?');
      const notice = await client.waitFor(isNotice('disclosure'));
      expect({ region, spoken: notice.spoken }).toEqual({ region, spoken });
      await client.close();
    }
  });
});
