/**
 * The database gone for a moment (issue 9 item 5). A Doro app whose PostgreSQL connections run through the fault
 * proxy: while the proxy cuts and refuses them, every call that needs the database answers a clear 503 within
 * seconds (never a hang, never a 500), nothing is half-written, and once the database is reachable again the same
 * process serves as before: no restart.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../../server/app';
import { createFirebaseVerifier } from '../../../server/auth/firebase-verifier';
import { createDataCipher } from '../../../server/chat/crypto';
import { loadConfig } from '../../../server/config';
import { connectDatabase, type DatabaseHandle } from '../../../server/db/database';
import { proxyDatabase, type FaultProxy } from '../../fault/fault-proxy';
import { chatUser } from '../chat-client';
import { bearer, type TestUser } from '../emulator-users';

const emulatorHost = inject('emulatorHost');
const databaseUrl = new URL(inject('databaseUrl'));
const direct = new Pool({ connectionString: databaseUrl.toString(), max: 1 });
const dataKey = randomBytes(32);
const cipher = createDataCipher(dataKey);

let proxy: FaultProxy;
let database: DatabaseHandle;
let app: FastifyInstance;
let baseUrl: string;
let user: TestUser;
let answers: Array<{ question_id: string; value: number }>;
const staticDir = mkdtempSync(join(tmpdir(), 'doro-fault-db-'));

beforeAll(async () => {
  const proxied = await proxyDatabase(databaseUrl);
  proxy = proxied.proxy;
  database = connectDatabase(proxied.url, () => undefined);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DORO_STATIC_DIR: staticDir,
    FIREBASE_PROJECT_ID: 'demo-doro',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  });
  app = await createApp(config, {
    db: database.db,
    verifyIdToken: createFirebaseVerifier(config.firebase),
    chat: { dataKey },
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  user = await chatUser(baseUrl, emulatorHost, { acceptDisclaimer: false });
  const questions = (await (await fetch(`${baseUrl}/api/ptests/phq-9/questions`)).json()) as {
    questions: Array<{ id: string }>;
  };
  answers = questions.questions.map((question) => ({ question_id: question.id, value: 1 }));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await proxy?.close();
  await direct.end();
  rmSync(staticDir, { recursive: true, force: true });
});

/** A call with a deadline: a hang fails the test instead of stalling it. */
async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { ...bearer(user), 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const submit = () =>
  call('/api/users/me/ptests/phq-9/responses', { method: 'POST', body: JSON.stringify({ answers }) });

/** Every stored response of the user, straight from the database (not through the proxy). */
async function storedResponses() {
  const { rows } = await direct.query<{ id: string; result_ciphertext: Buffer }>(
    `select r.id, r.result_ciphertext from ptest_responses r join users u on u.id = r.user_id
     where u.firebase_uid = $1`,
    [user.uid],
  );
  // Each result is encrypted whole (server/questionnaires/store.ts): a half-written one would not even decrypt.
  return rows.map((row) => {
    const result = JSON.parse(cipher.decrypt(row.result_ciphertext, `ptest_responses|${row.id}|result_ciphertext`)) as {
      totalScore: number;
      answers: Array<{ value: number }>;
    };
    return { id: row.id, total_score: result.totalScore, answers: result.answers };
  });
}

describe('the database unavailable for a moment', () => {
  it('answers 503 with a clear message meanwhile, writes nothing half-way, and recovers without a restart', async () => {
    const before = await submit();
    expect((await fetch(`${baseUrl}/api/health/ready`)).status).toBe(200);
    expect(before.status).toBe(201);

    // A write in flight when the connection goes: its answer may be either, but never a 500 or a hang.
    proxy.latencyMs = 200;
    const inFlight = submit();
    await new Promise((resolve) => setTimeout(resolve, 100));
    proxy.refuse = true;
    proxy.cut();
    proxy.latencyMs = 0;
    const interrupted = await inFlight;
    expect([201, 503]).toContain(interrupted.status);

    // Liveness stays up (a restart would not help); readiness says the database is gone.
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    const notReady = await fetch(`${baseUrl}/api/health/ready`);
    expect(notReady.status).toBe(503);
    expect((await notReady.json()).message).toMatch(/cannot reach its database/);

    const started = performance.now();
    const read = await call('/api/users/me/');
    const write = await submit();
    for (const answer of [read, write]) {
      expect(answer.status).toBe(503);
      expect(answer.body.message).toMatch(/cannot reach its database.*try again/i);
    }
    // Within the pool's connection timeout (5 s each), not whenever the network gives up.
    expect(performance.now() - started).toBeLessThan(12_000);

    proxy.refuse = false;
    await expect.poll(async () => (await call('/api/users/me/')).status, { timeout: 15_000, interval: 200 }).toBe(200);
    const after = await submit();
    expect(after.status).toBe(201);
    expect((await fetch(`${baseUrl}/api/health/ready`)).status).toBe(200);

    // Exactly the acknowledged writes (and at most the interrupted one), each whole: 9 answers summing to its score.
    const rows = await storedResponses();
    const acknowledged = [before.body.id, after.body.id, ...(interrupted.status === 201 ? [interrupted.body.id] : [])];
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(acknowledged));
    expect(rows.length).toBeLessThanOrEqual(3);
    for (const row of rows) {
      expect(row.answers).toHaveLength(9);
      expect(row.answers.reduce((sum, answer) => sum + answer.value, 0)).toBe(row.total_score);
    }
  });
});
