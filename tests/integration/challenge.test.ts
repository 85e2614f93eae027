/**
 * The wellbeing challenge's progress (issue 8) against the real server and database: read, replace, refuse bad
 * input without changing anything, keep each account's own, and go with the account.
 */
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSideServer } from '../doubles/side-server';
import { bearer, signUpTestUser, type TestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const database = new Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => database.end());

const progressUrl = `${baseUrl}/api/users/me/challenge-progress`;

async function userWithProfile(): Promise<TestUser> {
  const user = await signUpTestUser(emulatorHost);
  const created = await fetch(`${baseUrl}/api/users/me/`, {
    method: 'POST',
    headers: { ...bearer(user), 'content-type': 'application/json' },
    body: JSON.stringify({ uid: user.uid, email: user.email }),
  });
  expect(created.status).toBe(201);
  return user;
}

function putProgress(user: TestUser, body: unknown) {
  return fetch(progressUrl, {
    method: 'PUT',
    headers: { ...bearer(user), 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function readProgress(user: TestUser): Promise<{ completed_days: number[]; updated_at: string | null }> {
  const response = await fetch(progressUrl, { headers: bearer(user) });
  expect(response.status).toBe(200);
  return (await response.json()) as { completed_days: number[]; updated_at: string | null };
}

describe('challenge progress', () => {
  it('is empty before the first change', async () => {
    const user = await userWithProfile();
    expect(await readProgress(user)).toEqual({ completed_days: [], updated_at: null });
  });

  it('is replaced by PUT, sorted, snake_case on the wire, and read back by GET', async () => {
    const user = await userWithProfile();
    const before = Date.now();
    const saved = await putProgress(user, { completed_days: [3, 1, 2] });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as { completed_days: number[]; updated_at: string };
    expect(body.completed_days).toEqual([1, 2, 3]);
    expect(new Date(body.updated_at).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(await readProgress(user)).toEqual(body);

    // A second PUT replaces the set (a day can be unmarked), it does not add to it.
    const replaced = await putProgress(user, { completed_days: [2, 30] });
    expect(replaced.status).toBe(200);
    expect((await readProgress(user)).completed_days).toEqual([2, 30]);

    const cleared = await putProgress(user, { completed_days: [] });
    expect(cleared.status).toBe(200);
    expect((await readProgress(user)).completed_days).toEqual([]);
  });

  it('refuses bad input with a clear 400 and keeps what was saved', async () => {
    const user = await userWithProfile();
    expect((await putProgress(user, { completed_days: [5] })).status).toBe(200);
    const cases: Array<[unknown, RegExp]> = [
      [{ completed_days: [0] }, /^completed_days\[0\]: must be at least 1$/],
      [{ completed_days: [2, 31] }, /^completed_days\[1\]: must be at most 30$/],
      [{ completed_days: [1.5] }, /^completed_days\[0\]: must be a whole number/],
      [{ completed_days: [4, 4] }, /^completed_days: must list each day only once$/],
      [{ completed_days: '1,2' }, /^completed_days: must be a list/],
      [{}, /^completed_days: is required$/],
      [{ completed_days: [1], extra: true }, /unknown field extra/],
      ['{not json', /./],
    ];
    for (const [body, message] of cases) {
      const response = await putProgress(user, body);
      const answer = { status: response.status, message: ((await response.json()) as { message: string }).message };
      expect(answer).toEqual({ status: 400, message: expect.stringMatching(message) });
    }
    expect((await readProgress(user)).completed_days).toEqual([5]);
  });

  it('needs a sign-in, and a profile', async () => {
    expect((await fetch(progressUrl)).status).toBe(401);
    const unsigned = await fetch(progressUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ completed_days: [1] }),
    });
    expect(unsigned.status).toBe(401);

    const withoutProfile = await signUpTestUser(emulatorHost);
    for (const response of [
      await fetch(progressUrl, { headers: bearer(withoutProfile) }),
      await putProgress(withoutProfile, { completed_days: [1] }),
    ]) {
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toMatch(/no Doro profile/);
    }
  });

  it("keeps each account's progress its own", async () => {
    const first = await userWithProfile();
    const second = await userWithProfile();
    await putProgress(first, { completed_days: [1, 2] });
    await putProgress(second, { completed_days: [7] });
    expect((await readProgress(first)).completed_days).toEqual([1, 2]);
    expect((await readProgress(second)).completed_days).toEqual([7]);
  });

  it('leaves no row once the account is deleted', async () => {
    const user = await userWithProfile();
    await putProgress(user, { completed_days: [1] });
    const { rows } = await database.query<{ id: string }>('select id from users where firebase_uid = $1', [user.uid]);
    const userId = rows[0]?.id;
    const progressRows = async () =>
      (await database.query('select 1 from challenge_progress where user_id = $1', [userId])).rowCount;
    expect(await progressRows()).toBe(1);
    await database.query('delete from users where id = $1', [userId]);
    expect(await progressRows()).toBe(0);
  });
});

/**
 * No streaks, counters or rewards for minors (issue 20), where the jurisdiction table says so: Oregon and Washington
 * from 2027-01-01, and every rule in force anywhere for a place not known. A server of this test's own, in this
 * process, reads the law at 2027-01-02 (DORO_TEST_LAW_DATE, server/law/law-clock.ts); the shared server at today.
 */
const at = (server: string, user: TestUser, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${server}/api/users/me/challenge-progress`, {
    method: init.method ?? 'GET',
    headers: { ...bearer(user), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
const withBand = (user: TestUser, band: string) =>
  database.query('update users set age_band = $2 where firebase_uid = $1', [user.uid, band]);

/** A teen living in `region` (US) writes and reads their progress on the server at `server`. */
const inPlace = async (server: string, region: string) => {
  const teen = await userWithProfile();
  await withBand(teen, '13-17');
  await database.query(`update users set country = 'US', region = $2 where firebase_uid = $1`, [teen.uid, region]);
  const saved = await at(server, teen, { method: 'PUT', body: { completed_days: [1] } });
  const read = (await (await at(server, teen)).json()) as Record<string, unknown>;
  return { put: saved.status, withheld: read.progress_withheld === true };
};

describe('challenge progress for people under 18', () => {
  let server2027: { baseUrl: string; close(): Promise<void> };
  beforeAll(async () => {
    process.env.DORO_TEST_LAW_DATE = '2027-01-02T00:00:00Z';
    server2027 = await startSideServer({ databaseUrl: inject('databaseUrl'), emulatorHost, env: {} });
  });
  afterAll(async () => {
    delete process.env.DORO_TEST_LAW_DATE;
    await server2027.close();
  });

  it('before 2027 a teen keeps theirs; from 2027-01-01 none is sent or stored, and an adult keeps theirs', async () => {
    const teen = await userWithProfile();
    await withBand(teen, '13-17');
    // Today, where no rule withholds it yet.
    expect((await putProgress(teen, { completed_days: [1, 2, 3] })).status).toBe(200);
    expect((await readProgress(teen)).completed_days).toEqual([1, 2, 3]);

    const read = await at(server2027.baseUrl, teen);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ completed_days: [], updated_at: null, progress_withheld: true });

    const refused = await at(server2027.baseUrl, teen, { method: 'PUT', body: { completed_days: [4] } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /no streaks, counts or progress for people under 18/,
    );
    const { rows } = await database.query<{ completed_days: number[] }>(
      'select completed_days from challenge_progress p join users u on u.id = p.user_id where u.firebase_uid = $1',
      [teen.uid],
    );
    expect(rows.map((row) => row.completed_days)).toEqual([[1, 2, 3]]);

    const adult = await userWithProfile();
    await withBand(adult, '18+');
    const saved = await at(server2027.baseUrl, adult, { method: 'PUT', body: { completed_days: [6] } });
    expect(saved.status).toBe(200);
    const kept = (await (await at(server2027.baseUrl, adult)).json()) as Record<string, unknown>;
    expect(kept.completed_days).toEqual([6]);
    expect(kept).not.toHaveProperty('progress_withheld');
  });

  it('from 2027-01-01 follows where the teen lives: withheld in Oregon and Washington, kept in New York', async () => {
    expect(await inPlace(server2027.baseUrl, 'OR')).toEqual({ put: 403, withheld: true });
    expect(await inPlace(server2027.baseUrl, 'WA')).toEqual({ put: 403, withheld: true });
    expect(await inPlace(server2027.baseUrl, 'NY')).toEqual({ put: 200, withheld: false });
  });
});
