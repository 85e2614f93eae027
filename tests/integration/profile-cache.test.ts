/**
 * The per-instance profile cache (server/users/profile-cache.ts, decision 023) against the real database: an app
 * built as startServer builds it, except that its change listener connects through the fault proxy, so the test
 * can take the listener away while the app's own queries carry on.
 * What must hold: a change made anywhere (here, straight in the database, as another instance or a script would)
 * is served within moments; the user's own write is seen by their very next read; and while the listener is gone,
 * nothing held is served.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { createApp } from '../../server/app';
import { createFirebaseVerifier } from '../../server/auth/firebase-verifier';
import { DISCLAIMER_VERSION } from '../../src/contract/users';
import { loadConfig } from '../../server/config';
import { connectDatabase, type DatabaseHandle } from '../../server/db/database';
import type { PgListener } from '../../server/db/pg-listener';
import { listenForProfileChanges } from '../../server/users/live-profile-cache';
import { createProfileCache, type ProfileCache } from '../../server/users/profile-cache';
import { proxyDatabase, type FaultProxy } from '../fault/fault-proxy';
import { chatUser } from './chat-client';
import { bearer, type TestUser } from './emulator-users';

const emulatorHost = inject('emulatorHost');
const databaseUrl = new URL(inject('databaseUrl'));
const direct = new Pool({ connectionString: databaseUrl.toString(), max: 1 });

let proxy: FaultProxy;
let database: DatabaseHandle;
let profiles: ProfileCache;
let listener: PgListener;
let app: FastifyInstance;
let baseUrl: string;
let user: TestUser;
const staticDir = mkdtempSync(join(tmpdir(), 'doro-profile-cache-'));

beforeAll(async () => {
  const proxied = await proxyDatabase(databaseUrl);
  proxy = proxied.proxy;
  database = connectDatabase(databaseUrl.toString(), () => undefined);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DORO_STATIC_DIR: staticDir,
    FIREBASE_PROJECT_ID: 'demo-doro',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  });
  profiles = createProfileCache();
  app = await createApp(config, {
    db: database.db,
    verifyIdToken: createFirebaseVerifier(config.firebase),
    profiles,
  });
  listener = await listenForProfileChanges(profiles, { connectionString: proxied.url, log: app.log });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  user = await chatUser(baseUrl, emulatorHost, { acceptDisclaimer: false });
});

afterAll(async () => {
  await listener?.close();
  await app?.close();
  await database?.close();
  await proxy?.close();
  await direct.end();
  rmSync(staticDir, { recursive: true, force: true });
});

async function me() {
  const response = await fetch(`${baseUrl}/api/users/me/`, { headers: bearer(user) });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    name: string | null;
    directiveness: string | null;
    disclaimer_accepted_at: string | null;
  };
}

/** A change made behind the app's back: another instance, a script, an operator with psql. */
const renameInDatabase = (name: string) =>
  direct.query('update users set display_name = $2 where firebase_uid = $1', [user.uid, name]);

describe('the profile cache', () => {
  it('serves repeated reads from memory', async () => {
    await me();
    const before = profiles.stats();
    await me();
    await me();
    expect(profiles.stats().hits - before.hits).toBe(2);
    expect(profiles.stats().misses).toBe(before.misses);
  });

  it('serves /users/me/name from the same cache', async () => {
    await me();
    const before = profiles.stats();
    const response = await fetch(`${baseUrl}/api/users/me/name`, { headers: bearer(user) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: (await me()).name });
    expect(profiles.stats().hits - before.hits).toBe(2);
  });

  it('serves a change made straight in the database within moments, not after the entry expires', async () => {
    await me();
    await renameInDatabase('Changed elsewhere');
    await expect.poll(async () => (await me()).name, { timeout: 2_000, interval: 20 }).toBe('Changed elsewhere');
    const name = await fetch(`${baseUrl}/api/users/me/name`, { headers: bearer(user) });
    expect(await name.json()).toEqual({ name: 'Changed elsewhere' });
  });

  it('shows the user their own write on their very next read, every time, even when notifications are slow', async () => {
    // Notifications held up on their way: the read must not depend on them.
    proxy.latencyMs = 400;
    onTestFinished(() => void (proxy.latencyMs = 0));
    for (const directiveness of ['listen', 'guide', 'balanced', 'listen', 'guide', 'balanced']) {
      await me();
      const response = await fetch(`${baseUrl}/api/users/me/directiveness`, {
        method: 'PUT',
        headers: { ...bearer(user), 'content-type': 'application/json' },
        body: JSON.stringify({ directiveness }),
      });
      expect(response.status).toBe(200);
      expect((await me()).directiveness).toBe(directiveness);
    }
    const accepted = await fetch(`${baseUrl}/api/users/me/accept-disclaimer`, {
      method: 'POST',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      body: JSON.stringify({ version: DISCLAIMER_VERSION }),
    });
    expect(accepted.status).toBe(200);
    expect((await me()).disclaimer_accepted_at).not.toBeNull();
  });

  it('serves nothing it holds while its listener is gone, and caches again once it is back', async () => {
    await me();
    await me();
    proxy.refuse = true;
    proxy.cut();
    await expect.poll(() => profiles.stats().listening, { timeout: 5_000, interval: 20 }).toBe(false);

    // No notification can arrive now: a cache that kept serving would show the old name.
    await renameInDatabase('Changed while deaf');
    expect((await me()).name).toBe('Changed while deaf');
    const whileDeaf = profiles.stats();
    await me();
    expect(profiles.stats().hits).toBe(whileDeaf.hits);

    proxy.refuse = false;
    await expect.poll(() => profiles.stats().listening, { timeout: 15_000, interval: 50 }).toBe(true);
    await me();
    const back = profiles.stats();
    await me();
    expect(profiles.stats().hits).toBe(back.hits + 1);
    await renameInDatabase('Changed after');
    await expect.poll(async () => (await me()).name, { timeout: 2_000, interval: 20 }).toBe('Changed after');
  });
});
