/**
 * The reads the same for everyone (server/http/public-reads.ts) against the real server: each answers with a strong
 * ETag and a Cache-Control a CDN can use, 304 to a matching If-None-Match, from memory after the first; and a
 * change to the data (a questionnaire rewritten, as a migration or psql would; a price change announced, as the
 * price-change CLI does) is served at once by the shared test server and by a second instance in its own process.
 */
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { announcePriceChange } from '../../server/billing/price-change';
import { connectDatabase, type DatabaseHandle } from '../../server/db/database';
import { chatUser } from './chat-client';
import { bearer } from './emulator-users';
import { serverInstances, type Instance } from './scale-out/instances';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const databaseUrl = inject('databaseUrl');
const instances = serverInstances({ databaseUrl, emulatorHost });
const direct = new Pool({ connectionString: databaseUrl, max: 1 });
let database: DatabaseHandle;
let other: Instance;

beforeAll(async () => {
  database = connectDatabase(databaseUrl, () => undefined);
  other = await instances.start();
}, 60_000);

afterAll(async () => {
  await instances.stopAll();
  await database?.close();
  await direct.end();
});

const publicPaths = [
  '/api/ptests/',
  '/api/ptests/phq-9/info',
  '/api/ptests/phq-9/questions',
  '/api/plans',
  '/api/client-config',
];

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('public reads', () => {
  it('carry a strong ETag and a Cache-Control a CDN can use, and answer 304 to If-None-Match', async () => {
    for (const path of publicPaths) {
      const first = await get(baseUrl + path);
      expect({ path, status: first.status }).toEqual({ path, status: 200 });
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
      const again = await get(baseUrl + path);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('etag')).toBe(etag);
      const revalidated = await get(baseUrl + path, { 'if-none-match': etag! });
      expect({ path, status: revalidated.status, body: revalidated.text }).toEqual({ path, status: 304, body: '' });
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    }
  });

  it('are the same bytes for a signed-in caller, and stay public', async () => {
    const user = await chatUser(baseUrl, emulatorHost, { acceptDisclaimer: false });
    for (const path of publicPaths) {
      const anonymous = await get(baseUrl + path);
      const signedIn = await get(baseUrl + path, bearer(user));
      expect(signedIn.text).toBe(anonymous.text);
      expect(signedIn.headers.get('etag')).toBe(anonymous.headers.get('etag'));
      expect(signedIn.headers.get('cache-control')).toMatch(/^public, /);
    }
  });

  it('give no ETag to an unknown questionnaire', async () => {
    const missing = await get(`${baseUrl}/api/ptests/no-such-test/info`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });

  it('serve a questionnaire changed in the database at once, on this instance and on another', async () => {
    const servers = [baseUrl, other.url];
    const before = await Promise.all(servers.map((url) => get(`${url}/api/ptests/phq-9/info`)));
    await Promise.all(servers.map((url) => get(`${url}/api/ptests/`)));
    const { rows } = await direct.query<{ title: string }>("select title from ptests where id = 'phq-9'");
    const title = rows[0]!.title;
    try {
      await direct.query("update ptests set title = title || ' (revised)' where id = 'phq-9'");
      for (const url of servers) {
        await expect
          .poll(async () => JSON.parse((await get(`${url}/api/ptests/phq-9/info`)).text).title, {
            timeout: 2_000,
            interval: 20,
          })
          .toBe(`${title} (revised)`);
        await expect
          .poll(
            async () =>
              (
                JSON.parse((await get(`${url}/api/ptests/`)).text) as { tests: Array<{ id: string; title: string }> }
              ).tests.find((test) => test.id === 'phq-9')?.title,
            { timeout: 2_000, interval: 20 },
          )
          .toBe(`${title} (revised)`);
      }
      // The old tag no longer matches: a cache revalidating gets the new answer, not a 304.
      const etag = before[1]!.headers.get('etag')!;
      const revalidated = await get(`${other.url}/api/ptests/phq-9/info`, { 'if-none-match': etag });
      expect(revalidated.status).toBe(200);
      expect(revalidated.headers.get('etag')).not.toBe(etag);
    } finally {
      await direct.query('update ptests set title = $1 where id = $2', [title, 'phq-9']);
    }
    for (const url of servers) {
      await expect
        .poll(async () => (await get(`${url}/api/ptests/phq-9/info`)).text, { timeout: 2_000, interval: 20 })
        .toBe(before[0]!.text);
    }
  });

  it('serve an announced price change at once, on this instance and on another', async () => {
    const servers = [baseUrl, other.url];
    type Plans = {
      plans: Array<{ id: string; purchasable: boolean; price_change: { new_price: { amount_cents: number } } | null }>;
    };
    const plansOf = async (url: string) => JSON.parse((await get(`${url}/api/plans`)).text) as Plans;
    const paid = (await plansOf(baseUrl)).plans.find((plan) => plan.purchasable && plan.price_change === null);
    expect(paid).toBeDefined();
    await Promise.all(servers.map((url) => plansOf(url)));
    const change = await announcePriceChange(database.db, {
      planId: paid!.id,
      amountCents: 4321,
      effectiveAt: new Date(Date.now() + 30 * 24 * 3600_000),
    });
    try {
      for (const url of servers) {
        await expect
          .poll(
            async () =>
              (await plansOf(url)).plans.find((plan) => plan.id === paid!.id)?.price_change?.new_price.amount_cents,
            {
              timeout: 2_000,
              interval: 20,
            },
          )
          .toBe(4321);
      }
    } finally {
      await direct.query('delete from plan_price_changes where id = $1', [change.id]);
    }
    for (const url of servers) {
      await expect
        .poll(async () => (await plansOf(url)).plans.find((plan) => plan.id === paid!.id)?.price_change ?? null, {
          timeout: 2_000,
          interval: 20,
        })
        .toBeNull();
    }
  });
});
