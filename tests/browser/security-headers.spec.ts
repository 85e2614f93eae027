/**
 * The security headers of the built site (OWASP ASVS 5.0 level 2, server/http/security-headers.ts), on the page,
 * a hashed asset, an API route and a 404: a CSP with object-src 'none', base-uri 'none', frame-ancestors 'none',
 * no 'unsafe-eval' and no inline scripts; nosniff; a referrer policy; COOP; X-Frame-Options. HSTS (a year at least)
 * only in production: a second server on the same build, with NODE_ENV=production, shows it; the local one must not
 * (it would pin localhost to HTTPS in the developer's browser).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createApp } from '../../server/app';
import { createFirebaseVerifier } from '../../server/auth/firebase-verifier';
import { loadConfig } from '../../server/config';
import { connectDatabase } from '../../server/db/database';

const distDir = resolve(process.env.DORO_DIST_DIR || 'dist');
const localUrl = `http://localhost:${process.env.DORO_BROWSER_TEST_PORT ?? '3210'}`;

function anAsset(): string {
  const script = readdirSync(resolve(distDir, 'assets')).find((name) => name.endsWith('.js'));
  if (!script) throw new Error(`no built script in ${distDir}/assets`);
  return `/assets/${script}`;
}

/** Each kind of response the site gives, with what it must be. */
const responses = () => [
  { path: '/', accept: 'text/html', status: 200 },
  { path: anAsset(), accept: '*/*', status: 200 },
  { path: '/api/health', accept: 'application/json', status: 200 },
  { path: '/api/no-such-route', accept: 'application/json', status: 404 },
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

async function checkHeaders(request: APIRequestContext, baseUrl: string) {
  const seen: Array<Record<string, string>> = [];
  for (const { path, accept, status } of responses()) {
    const response = await request.get(`${baseUrl}${path}`, {
      headers: { accept },
    });
    expect({ path, status: response.status() }).toEqual({ path, status });
    const headers = response.headers();
    const csp = directives(headers['content-security-policy'] ?? '');
    expect({ path, objectSrc: csp.get('object-src') }).toEqual({
      path,
      objectSrc: ["'none'"],
    });
    expect({ path, baseUri: csp.get('base-uri') }).toEqual({
      path,
      baseUri: ["'none'"],
    });
    expect({ path, frameAncestors: csp.get('frame-ancestors') }).toEqual({
      path,
      frameAncestors: ["'none'"],
    });
    expect(csp.get('script-src') ?? csp.get('default-src')).toBeDefined();
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(headers['content-security-policy']).not.toContain("'unsafe-eval'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toMatch(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    );
    expect(headers['cross-origin-opener-policy']).toMatch(/^same-origin(-allow-popups)?$/);
    expect(headers['x-frame-options']).toBe('DENY');
    seen.push(headers);
  }
  return seen;
}

const hstsMaxAge = (value: string | undefined) => Number(/max-age=(\d+)/.exec(value ?? '')?.[1] ?? Number.NaN);

test('the local server sends the security headers on every kind of response, and no HSTS', async ({ request }) => {
  for (const headers of await checkHeaders(request, localUrl)) {
    expect(headers['strict-transport-security']).toBeUndefined();
  }
});

test('a production server on the same build adds HSTS of at least a year', async ({ request }) => {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DORO_STATIC_DIR: distDir,
    FIREBASE_PROJECT_ID: 'demo-doro',
    PUBLIC_URL: 'https://doro.example',
    // Production refuses the Auth emulator; none of the routes checked needs a sign-in.
  });
  // None of the routes checked reads the database: a pool that never connects is enough.
  const database = connectDatabase('postgres://nobody@127.0.0.1:9/none', () => {});
  const app = await createApp(config, {
    db: database.db,
    verifyIdToken: createFirebaseVerifier(config.firebase),
    chat: { dataKey: randomBytes(32) },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    for (const headers of await checkHeaders(request, `http://127.0.0.1:${address.port}`)) {
      expect(hstsMaxAge(headers['strict-transport-security'])).toBeGreaterThanOrEqual(31_536_000);
      expect(directives(headers['content-security-policy'] ?? '').has('upgrade-insecure-requests')).toBe(true);
    }
  } finally {
    await app.close();
    await database.close();
  }
});
