/**
 * No committed row lost (issue 9 item 5). A Doro server on its own embedded PostgreSQL takes questionnaire
 * responses from several writers at once; in the middle of it both the server process and the PostgreSQL server
 * are killed with SIGKILL, nothing shut down cleanly. Then the server starts again on the same data folder: it must
 * start cleanly (PostgreSQL replays its WAL, the stale postmaster.pid is dealt with), and every response the API
 * acknowledged with 201 before the kill must be there, whole.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../scripts/ports';
import { isProcessAlive } from '../../../server/db/orphan';
import { chatUser } from '../chat-client';
import { bearer, type TestUser } from '../emulator-users';
import { serverInstances } from '../scale-out/instances';

const emulatorHost = inject('emulatorHost');
const instances = serverInstances({ databaseUrl: '', emulatorHost });
// Under the run's folder, which the embedded PostgreSQL (running as its own user when we are root) may enter.
const dataDir = join(inject('testDataDir'), 'fault-kill');
// Its own embedded PostgreSQL in its own folder: an empty DATABASE_URL means the embedded one.
const ownDatabase = async () => ({ DATABASE_URL: '', DORO_DATA_DIR: dataDir, DORO_PG_PORT: String(await freePort()) });
let answers: Array<{ question_id: string; value: number }>;

beforeAll(async () => {
  const questions = (await (await fetch(`${inject('baseUrl')}/api/ptests/phq-9/questions`)).json()) as {
    questions: Array<{ id: string }>;
  };
  answers = questions.questions.map((question, index) => ({ question_id: question.id, value: index % 4 }));
});
afterAll(async () => {
  await instances.stopAll();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Posts responses until told to stop; resolves with the ids the server acknowledged. */
async function writer(url: string, user: TestUser, stop: { now: boolean }): Promise<string[]> {
  const acknowledged: string[] = [];
  while (!stop.now) {
    try {
      const response = await fetch(`${url}/api/users/me/ptests/phq-9/responses`, {
        method: 'POST',
        headers: { ...bearer(user), 'content-type': 'application/json' },
        body: JSON.stringify({ answers }),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
    } catch {
      return acknowledged; // The server is gone.
    }
  }
  return acknowledged;
}

describe('SIGKILL of the server and the database during writes', () => {
  it('loses no acknowledged row, and the server starts cleanly afterwards', async () => {
    const first = await instances.start(await ownDatabase());
    const user = await chatUser(first.url, emulatorHost, { acceptDisclaimer: false });
    const postmaster = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(isProcessAlive(postmaster)).toBe(true);

    const stop = { now: false };
    const writers = Array.from({ length: 4 }, () => writer(first.url, user, stop));
    // Let writes flow (each writer has had several acknowledged), then pull the plug on both at once.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    process.kill(postmaster, 'SIGKILL');
    await instances.kill(first);
    stop.now = true;
    const acknowledged = (await Promise.all(writers)).flat();
    expect(acknowledged.length).toBeGreaterThan(4);

    const second = await instances.start(await ownDatabase());
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    const history = await fetch(`${second.url}/api/users/me/ptests/responses`, { headers: bearer(user) });
    expect(history.status).toBe(200);
    const stored = ((await history.json()) as { responses: Array<{ id: string; total_score: number }> }).responses;
    const storedIds = new Set(stored.map((response) => response.id));
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    // Whole rows only: every stored response scores as its answers do (0+1+2+3+0+1+2+3+0 = 12).
    expect(new Set(stored.map((response) => response.total_score))).toEqual(new Set([12]));
  });
});
