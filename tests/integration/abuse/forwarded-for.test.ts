/**
 * The per-address rate limits cannot be escaped by writing X-Forwarded-For. With TRUST_PROXY=1 (one proxy in front)
 * the client is the right-most entry, the one the proxy added: whatever a client puts to its left is not believed.
 * With no TRUST_PROXY (the default, also in production) the header is ignored and the socket's peer is the client.
 * Each test sends from a loopback address of its own (127.x.y.z), so no test shares a counter with another.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../../server/db/database';
import { sideServers } from '../side-server';

const limit = { max: 3, windowSeconds: 60 };
const handle = connectDatabase(inject('databaseUrl'), () => {});
const servers = sideServers(() => handle, inject('emulatorHost'));
const urls = { oneProxy: '', noProxy: '' };

beforeAll(async () => {
  const setting = `${limit.max}/${limit.windowSeconds}`;
  urls.oneProxy = await servers.start({ TRUST_PROXY: '1', DORO_RATE_LIMIT_CONTACT: setting });
  // Production as it runs by default: no proxy trusted. (Production refuses the Auth emulator, which these
  // anonymous requests do not need.)
  urls.noProxy = await servers.start({
    NODE_ENV: 'production',
    FIREBASE_AUTH_EMULATOR_HOST: '',
    PUBLIC_URL: 'https://doro.example',
    DORO_RATE_LIMIT_CONTACT: setting,
  });
});
afterAll(async () => {
  await servers.close();
  await handle.close();
});

const octet = () => randomInt(1, 255);
const loopback = () => `127.${octet()}.${octet()}.${octet()}`;
const anyAddress = () => `203.0.113.${octet()}`;
// Behind the proxy: one of 16 million, so two runs within a window never share a counter.
const proxiedClient = () => `10.${octet()}.${octet()}.${octet()}`;

/** A support message from `from`, with the given X-Forwarded-For; resolves to the status. */
function contact(baseUrl: string, from: string, forwardedFor: string): Promise<number> {
  const body = JSON.stringify({ email: `visitor-${randomUUID()}@example.com`, message: 'Where do I change my plan?' });
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL('/api/support/contact', baseUrl),
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function statuses(count: number, send: () => Promise<number>): Promise<number[]> {
  const answers: number[] = [];
  for (let index = 0; index < count; index += 1) answers.push(await send());
  return answers;
}

const limited = [201, 201, 201, 429, 429];

describe('X-Forwarded-For and the per-address limits', () => {
  it('with TRUST_PROXY=1, a new address on the left of the chain each time does not escape the limit', async () => {
    const from = loopback();
    const client = proxiedClient();
    const answers = await statuses(5, () => contact(urls.oneProxy, from, `${anyAddress()}, ${client}`));
    expect(answers).toEqual(limited);
    // Another client behind the same proxy (another right-most entry) has a limit of its own.
    expect(await contact(urls.oneProxy, from, `${anyAddress()}, ${proxiedClient()}`)).toBe(201);
  });

  it('with no TRUST_PROXY (production by default), the header is ignored whatever it says', async () => {
    const from = loopback();
    const answers = await statuses(5, () => contact(urls.noProxy, from, `${anyAddress()}, ${proxiedClient()}`));
    expect(answers).toEqual(limited);
    expect(await statuses(2, () => contact(urls.noProxy, from, proxiedClient()))).toEqual([429, 429]);
    // The socket's own address is what counts: another one is let through.
    expect(await contact(urls.noProxy, loopback(), proxiedClient())).toBe(201);
  });
});
