/**
 * The embedded database killed under a running Doro (issue 19, defect 2). A real Doro process with its own embedded
 * PostgreSQL; the PostgreSQL server is SIGKILLed, as the OOM killer does. Readiness says so (503), then within 30 s
 * the same Doro process, never restarted, has started a new database server on the same data: readiness is back,
 * signed-in reads and writes work and see what was written before, chat works. When Doro then stops, the database
 * stops with it and is not started again.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../scripts/ports';
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

beforeAll(async () => {
  doro = await instances.start({ DATABASE_URL: '', DORO_DATA_DIR: dataDir, DORO_PG_PORT: String(await freePort()) });
  doro.process.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  doro.process.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
}, 90_000);
afterAll(async () => {
  await instances.stopAll();
  rmSync(dataDir, { recursive: true, force: true });
});

const ready = async () =>
  (await fetch(`${doro.url}/api/health/ready`, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined))
    ?.status;

describe('the embedded database SIGKILLed', () => {
  it('is started again by the same Doro process: the API answers within 30 s, with the data it had', async () => {
    const user = await chatUser(doro.url, emulatorHost);
    const questions = (await api(doro.url, user, '/ptests/phq-9/questions')).body.questions as Array<{ id: string }>;
    const answers = questions.map((question) => ({ question_id: question.id, value: 1 }));
    const submit = () => api(doro.url, user, '/users/me/ptests/phq-9/responses', { method: 'POST', body: { answers } });
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
