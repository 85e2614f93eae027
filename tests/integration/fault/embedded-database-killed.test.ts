/**
 * The embedded database killed under a running Doro (issue 19, defect 2). A real Doro process with its own embedded
 * PostgreSQL; the PostgreSQL server is SIGKILLed, as the OOM killer does. Readiness says so (503), then within 30 s
 * the same Doro process, never restarted, has started a new database server on the same data: readiness is back,
 * signed-in reads and writes work and see what was written before, chat works. When Doro then stops, the database
 * stops with it and is not started again.
 *
 * With DATABASE_URL the database is someone else's to restart; Doro's part is to find it again by itself: the pool,
 * the profile cache's and the chat bus's LISTEN connections. The second test kills and restarts an outside server.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../scripts/ports';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../../server/db/embedded';
import { isProcessAlive, readPostmasterPid } from '../../../server/db/orphan';
import { api, chatUser, finishedSession } from '../chat-client';
import { serverInstances, type Instance } from '../scale-out/instances';

const emulatorHost = inject('emulatorHost');
const instances = serverInstances({ databaseUrl: '', emulatorHost });
// A data folder of our own (where the run's PostgreSQL user may write), so the test can read postmaster.pid.
const dataDir = join(inject('testDataDir'), `fault-embedded-${randomUUID()}`);
const pgDir = join(dataDir, 'postgres');
let doro: Instance;
let output = '';
let pgPort: number;

beforeAll(async () => {
  pgPort = await freePort();
  doro = await instances.start({ DATABASE_URL: '', DORO_DATA_DIR: dataDir, DORO_PG_PORT: String(pgPort) });
  doro.process.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  doro.process.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
}, 90_000);
afterAll(async () => {
  await instances.stopAll();
  rmSync(dataDir, { recursive: true, force: true });
});

const readiness = async (url: string) =>
  (await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined))?.status;
const ready = () => readiness(doro.url);

/** Submits a PHQ-9 for `user` on `url`; every answer 1. */
async function questionnaireWriter(url: string, user: Awaited<ReturnType<typeof chatUser>>) {
  const questions = (await api(url, user, '/ptests/phq-9/questions')).body.questions as Array<{ id: string }>;
  const answers = questions.map((question) => ({ question_id: question.id, value: 1 }));
  return () => api(url, user, '/users/me/ptests/phq-9/responses', { method: 'POST', body: { answers } });
}

describe('the embedded database SIGKILLed', () => {
  it('is started again by the same Doro process: the API answers within 30 s, with the data it had', async () => {
    const user = await chatUser(doro.url, emulatorHost);
    const submit = await questionnaireWriter(doro.url, user);
    const before = await submit();
    expect(before.status).toBe(201);
    expect(await ready()).toBe(200);

    const killed = readPostmasterPid(pgDir);
    expect(killed).toBeDefined();
    process.kill(killed!, 'SIGKILL');
    const killedAt = performance.now();

    // Down: readiness says so (liveness stays up: restarting Doro is not what helps).
    await expect.poll(ready, { timeout: 10_000, interval: 100 }).toBe(503);
    expect((await fetch(`${doro.url}/api/health`)).status).toBe(200);

    // Back within 30 s of the kill, in the same Doro process.
    await expect.poll(ready, { timeout: 30_000, interval: 250 }).toBe(200);
    expect(performance.now() - killedAt).toBeLessThan(30_000);
    expect(doro.process.exitCode).toBeNull();
    expect(doro.process.signalCode).toBeNull();
    const restarted = readPostmasterPid(pgDir);
    expect(restarted).toBeDefined();
    expect(restarted).not.toBe(killed);
    expect(isProcessAlive(restarted!)).toBe(true);

    // Signed-in reads and writes work, on the same data.
    expect((await api(doro.url, user, '/users/me/')).status).toBe(200);
    const after = await submit();
    expect(after.status).toBe(201);
    const history = await api(doro.url, user, '/users/me/ptests/responses');
    expect(history.status).toBe(200);
    expect((history.body.responses as Array<{ id: string }>).map((response) => response.id)).toEqual([
      before.body.id,
      after.body.id,
    ]);

    // The LISTEN connections of the profile cache and of the public reads' cache are back (alone: one instance needs
    // no chat bus).
    const password = readFileSync(join(dataDir, 'postgres.password'), 'utf8').trim();
    const embeddedUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/doro`;
    await expect
      .poll(() => listeningChannels(embeddedUrl), { timeout: 30_000 })
      .toEqual(['doro_public_changed', 'doro_user_changed']);

    // Chat works: a session with a reply, ended and summarised.
    await expect(finishedSession(doro.url, user)).resolves.toMatch(/^[0-9a-f-]{36}$/);

    // The operator was told, at warning level.
    expect(output).toMatch(/"level":40.*embedded database stopped without Doro asking/);
    expect(output).toMatch(/"level":40.*embedded database is running again/);

    // Doro stopping takes the database with it, and nothing starts it again.
    await instances.stopAll();
    expect(doro.process.exitCode).toBe(0);
    expect(isProcessAlive(restarted!)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after2 = readPostmasterPid(pgDir);
    expect(after2 === undefined || !isProcessAlive(after2)).toBe(true);
  }, 120_000);
});

/** The channels some session on the server last ran LISTEN for, sorted. */
async function listeningChannels(connectionString: string): Promise<string[]> {
  const admin = new Client({ connectionString });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ channel: string }>(
      `select substring(query from '^listen (\\w+)$') as channel from pg_stat_activity
       where query ~ '^listen \\w+$' order by 1`,
    );
    return rows.map((row) => row.channel);
  } finally {
    await admin.end();
  }
}

describe('with DATABASE_URL, the outside server SIGKILLed and started again by its owner', () => {
  const outsideInstances = serverInstances({ databaseUrl: '', emulatorHost });
  const outsideDir = join(inject('testDataDir'), `fault-outside-${randomUUID()}`);
  let outside: EmbeddedDatabase;
  let client: Instance;

  beforeAll(async () => {
    // The "outside" server is one this test process runs; like any supervisor, it starts the server again.
    outside = await startEmbeddedPostgres({ dataDir: outsideDir, port: await freePort(), warn: () => {} });
    client = await outsideInstances.start({ DATABASE_URL: outside.connectionString });
  }, 90_000);
  afterAll(async () => {
    await outsideInstances.stopAll();
    await outside?.stop();
    rmSync(outsideDir, { recursive: true, force: true });
  });

  it('finds it again by itself: reads, writes and chat work without a restart of Doro', async () => {
    const user = await chatUser(client.url, emulatorHost);
    const submit = await questionnaireWriter(client.url, user);
    expect((await submit()).status).toBe(201);

    const killed = readPostmasterPid(join(outsideDir, 'postgres'));
    process.kill(killed!, 'SIGKILL');
    await expect.poll(() => readiness(client.url), { timeout: 10_000, interval: 100 }).toBe(503);
    await expect.poll(() => readiness(client.url), { timeout: 30_000, interval: 250 }).toBe(200);
    expect(readPostmasterPid(join(outsideDir, 'postgres'))).not.toBe(killed);

    expect(client.process.exitCode).toBeNull();
    expect((await api(client.url, user, '/users/me/')).status).toBe(200);
    expect((await submit()).status).toBe(201);
    expect((await api(client.url, user, '/users/me/ptests/responses')).body.responses).toHaveLength(2);
    // The LISTEN connections of the profile cache, the public reads' cache and the chat bus are back (a reconnect's
    // last statement is its LISTEN).
    await expect
      .poll(() => listeningChannels(outside.connectionString), { timeout: 30_000 })
      .toEqual(['doro_chat', 'doro_public_changed', 'doro_user_changed']);
    // Chat runs over the PostgreSQL chat bus here (DATABASE_URL).
    await expect(finishedSession(client.url, user)).resolves.toMatch(/^[0-9a-f-]{36}$/);
  }, 120_000);
});
