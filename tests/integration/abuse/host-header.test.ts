/**
 * Every absolute link Doro hands out (a session's share link, a progress link and its listing, the test-mode
 * checkout page) starts from PUBLIC_URL, or without it from the address the server listens on, never from the
 * Host or X-Forwarded-Host a client writes: `evil.example` never comes back.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../../server/db/database';
import { chatUser, finishedSession } from '../chat-client';
import { bearer, type TestUser } from '../emulator-users';
import { sideServers } from '../side-server';

const handle = connectDatabase(inject('databaseUrl'), () => {});
const servers = sideServers(() => handle, inject('emulatorHost'));
const publicUrl = 'https://doro.example';
const urls = { configured: '', unset: '' };

beforeAll(async () => {
  // TRUST_PROXY too: a trusted proxy's X-Forwarded-Host must not choose the link either.
  urls.configured = await servers.start({ PUBLIC_URL: publicUrl, TRUST_PROXY: 'loopback' });
  urls.unset = await servers.start({});
});
afterAll(async () => {
  await servers.close();
  await handle.close();
});

/** A request as an attacker sends it: Host and X-Forwarded-Host name another site. */
function hostile(baseUrl: string, user: TestUser, path: string, method = 'GET', body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const outgoing = request(
      new URL(`/api${path}`, baseUrl),
      {
        method,
        headers: {
          ...bearer(user),
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Every link the server builds for `user` under a hostile Host. */
async function linksHandedOut(baseUrl: string, user: TestUser, origin = baseUrl): Promise<string[]> {
  // The chat's socket comes from the site's own page: PUBLIC_URL's origin when it is set (server/chat/origin.ts).
  const sessionId = await finishedSession(baseUrl, user, 'I finally slept well.', origin);
  const share = await hostile(baseUrl, user, `/sessions/${sessionId}/share`, 'POST', {});
  const progress = await hostile(baseUrl, user, '/users/me/share-progress', 'POST', { include: ['sessions'] });
  const listed = await hostile(baseUrl, user, '/users/me/share-progress');
  const checkout = await hostile(baseUrl, user, '/checkout/create-session/monthly', 'POST', {});
  expect([share.status, progress.status, listed.status, checkout.status]).toEqual([201, 201, 200, 201]);
  const links = (listed.body.links as Array<{ url: string }>).map((link) => link.url);
  return [String(share.body.url), String(progress.body.url), ...links, String(checkout.body.url)];
}

describe('links under a hostile Host header', () => {
  it('start from PUBLIC_URL', async () => {
    const user = await chatUser(urls.configured, inject('emulatorHost'));
    const links = await linksHandedOut(urls.configured, user, publicUrl);
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link).not.toContain('evil.example');
      expect(new URL(link).origin).toBe(publicUrl);
    }
    expect(new URL(links[0]!).pathname).toMatch(/^\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(new URL(links[1]!).pathname).toMatch(/^\/shared-progress\/[A-Za-z0-9_-]{43}$/);
  });

  it("start from the server's own address when PUBLIC_URL is unset (outside production)", async () => {
    const user = await chatUser(urls.unset, inject('emulatorHost'));
    for (const link of await linksHandedOut(urls.unset, user)) {
      expect(new URL(link).origin).toBe(urls.unset);
    }
  });
});
