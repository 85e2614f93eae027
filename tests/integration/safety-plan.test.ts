/**
 * The safety plan (GET, PUT, DELETE /users/me/safety-plan) against the real server, database and Auth emulator:
 * read, write and replace it; refuse bad input with a clear 400 that changes nothing; keep it encrypted at rest,
 * bound to its row; each account's own; in the data export, decrypted; gone with the account.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDataCipher, DecryptionError } from '../../server/chat/crypto';
import { connectDatabase, type DatabaseHandle } from '../../server/db/database';
import { createSafetyPlanStore } from '../../server/users/safety-plan-store';
import { api, chatUser } from './chat-client';
import { bearer, signUpTestUser, type TestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const database = new Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => database.end());

const planUrl = `${baseUrl}/api/users/me/safety-plan`;

interface WirePlan {
  warning_signs: string[];
  coping_strategies: string[];
  distractions: string[];
  help_contacts: Array<{ name: string; phone: string | null }>;
  professional_contacts: Array<{ name: string; phone: string | null }>;
  safer_surroundings: string[];
  created_at: string;
  updated_at: string;
}

/** A plan as a person might write it, each item marked so a test can look for it anywhere. */
function planOf(marker: string) {
  return {
    warning_signs: [`I stop answering my friends ${marker}`, 'I lie awake after 2 am'],
    coping_strategies: ['Walk the dog around the block'],
    distractions: ['The library on Queen Street'],
    help_contacts: [
      { name: `Aunt Rosa ${marker}`, phone: '+1 (416) 555-0199' },
      { name: 'Sam', phone: null },
    ],
    professional_contacts: [{ name: '9-8-8 Suicide Crisis Helpline', phone: '988' }],
    safer_surroundings: [`Give the pills to Rosa ${marker}`],
  };
}

function putPlan(user: TestUser, body: unknown) {
  return fetch(planUrl, {
    method: 'PUT',
    headers: { ...bearer(user), 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function readPlan(user: TestUser): Promise<WirePlan | null> {
  const response = await fetch(planUrl, { headers: bearer(user) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { plan: WirePlan | null }).plan;
}

/** A table or column name as an SQL identifier. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function userIdOf(user: TestUser): Promise<string> {
  const { rows } = await database.query<{ id: string }>('select id from users where firebase_uid = $1', [user.uid]);
  return rows[0]!.id;
}

describe('the safety plan', () => {
  it('is null before the person writes one', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    expect(await readPlan(user)).toBeNull();
  });

  it('is written whole by PUT, snake_case on the wire, trimmed, read back by GET, replaced by the next', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const written = planOf('first');
    const saved = await putPlan(user, {
      ...written,
      coping_strategies: ['  Walk the dog around the block  '],
    });
    expect(saved.status).toBe(200);
    const { plan } = (await saved.json()) as { plan: WirePlan };
    expect(plan).toEqual({ ...written, created_at: expect.any(String), updated_at: expect.any(String) });
    expect(await readPlan(user)).toEqual(plan);

    const replacement = { ...planOf('second'), warning_signs: [], help_contacts: [] };
    const replaced = await putPlan(user, replacement);
    expect(replaced.status).toBe(200);
    const again = await readPlan(user);
    expect(again).toMatchObject(replacement);
    expect(again!.created_at).toBe(plan.created_at);
    expect(Date.parse(again!.updated_at)).toBeGreaterThanOrEqual(Date.parse(plan.updated_at));
  });

  it('refuses bad input with a clear 400 and keeps the plan as it was', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const good = planOf('kept');
    expect((await putPlan(user, good)).status).toBe(200);
    const before = await readPlan(user);
    const empty = {
      warning_signs: [],
      coping_strategies: [],
      distractions: [],
      help_contacts: [],
      professional_contacts: [],
      safer_surroundings: [],
    };
    const eleven = Array.from({ length: 11 }, (_, index) => `sign ${index}`);
    const cases: Array<[unknown, RegExp]> = [
      [{ ...good, warning_signs: eleven }, /^warning_signs: must have at most 10 items$/],
      [{ ...good, coping_strategies: ['x'.repeat(201)] }, /^coping_strategies\[0\]: must be at most 200 characters/],
      [{ ...good, distractions: ['   '] }, /^distractions\[0\]: must not be empty$/],
      [{ ...good, help_contacts: [{ name: 'Rosa', phone: 'call me' }] }, /^help_contacts\[0\]\.phone: must be a phone/],
      [{ ...good, help_contacts: [{ name: 'Rosa', phone: '12' }] }, /^help_contacts\[0\]\.phone: .* 3 to 15 digits$/],
      [{ ...good, professional_contacts: [{ name: '', phone: '988' }] }, /^professional_contacts\[0\]\.name: must not/],
      [{ ...good, help_contacts: [{ name: 'n'.repeat(81), phone: null }] }, /^help_contacts\[0\]\.name: .* at most 80/],
      [{ ...good, help_contacts: ['Rosa'] }, /^help_contacts\[0\]: must be an object/],
      [empty, /at least one item/],
      [{ ...good, notes: 'extra' }, /unknown field notes/],
      [{ warning_signs: ['only this'] }, /is required/],
      [[good], /must be an object/],
      ['{not json', /./],
    ];
    for (const [body, message] of cases) {
      const response = await putPlan(user, body);
      const sent = JSON.stringify(body).slice(0, 80);
      const { message: said } = (await response.json()) as { message: string };
      const expected = { sent, status: 400, said: expect.stringMatching(message) };
      expect({ sent, status: response.status, said }).toEqual(expected);
    }
    expect(await readPlan(user)).toEqual(before);
  });

  it('is stored encrypted: no word of it is in the database', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const marker = `secret-${randomUUID()}`;
    expect((await putPlan(user, planOf(marker))).status).toBe(200);
    const { rows } = await database.query<{ plan_ciphertext: Buffer; whole_row: string }>(
      'select plan_ciphertext, safety_plans::text as whole_row from safety_plans where user_id = $1',
      [await userIdOf(user)],
    );
    expect(rows).toHaveLength(1);
    for (const word of [marker, 'Aunt Rosa', 'Give the pills', '555-0199', 'Walk the dog']) {
      expect(rows[0]!.plan_ciphertext.includes(Buffer.from(word))).toBe(false);
      expect(rows[0]!.whole_row).not.toContain(word);
    }
    // Nowhere else either: no text column of any table holds it in the clear.
    const { rows: textColumns } = await database.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json')`,
    );
    for (const { table_name: table, column_name: column } of textColumns) {
      const { rows: hits } = await database.query(
        `select 1 from ${quoted(table)} where ${quoted(column)}::text like $1 limit 1`,
        [`%${marker}%`],
      );
      expect(hits, `${table}.${column}`).toEqual([]);
    }
  });

  it('is deleted by DELETE (204), and a second DELETE is 204 too', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    expect((await putPlan(user, planOf('gone'))).status).toBe(200);
    expect((await api(baseUrl, user, '/users/me/safety-plan', { method: 'DELETE' })).status).toBe(204);
    expect(await readPlan(user)).toBeNull();
    const rows = await database.query('select 1 from safety_plans where user_id = $1', [await userIdOf(user)]);
    expect(rows.rows).toEqual([]);
    expect((await api(baseUrl, user, '/users/me/safety-plan', { method: 'DELETE' })).status).toBe(204);
  });

  it('needs a sign-in, and a profile', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await fetch(planUrl, {
        method,
        headers: method === 'PUT' ? { 'content-type': 'application/json' } : {},
        body: method === 'PUT' ? JSON.stringify(planOf('x')) : undefined,
      });
      expect({ method, status: response.status }).toEqual({ method, status: 401 });
    }
    const withoutProfile = await signUpTestUser(emulatorHost);
    for (const response of [
      await fetch(planUrl, { headers: bearer(withoutProfile) }),
      await putPlan(withoutProfile, planOf('x')),
      await fetch(planUrl, { method: 'DELETE', headers: bearer(withoutProfile) }),
    ]) {
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toMatch(/no Doro profile/);
    }
  });

  it("keeps each account's plan its own", async () => {
    const first = await chatUser(baseUrl, emulatorHost);
    const second = await chatUser(baseUrl, emulatorHost);
    await putPlan(first, planOf('first-person'));
    expect(await readPlan(second)).toBeNull();
    await putPlan(second, planOf('second-person'));
    expect(JSON.stringify(await readPlan(first))).not.toContain('second-person');
    expect(JSON.stringify(await readPlan(second))).not.toContain('first-person');
  });

  it('is in the data export, decrypted, section by section', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const marker = `export-${randomUUID()}`;
    const written = planOf(marker);
    expect((await putPlan(user, written)).status).toBe(200);
    const exported = await api(baseUrl, user, '/users/me/export');
    expect(exported.status).toBe(200);
    expect(exported.body.tables.safety_plans).toEqual([
      { ...written, created_at: expect.any(String), updated_at: expect.any(String) },
    ]);
    expect(JSON.stringify(exported.body)).not.toContain('[binary value');
  });

  it('goes with the account', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    expect((await putPlan(user, planOf('deleted'))).status).toBe(200);
    const userId = await userIdOf(user);
    const deleted = await api(baseUrl, user, '/users/me/delete-account', { method: 'POST', body: { confirm: true } });
    expect(deleted.status).toBe(204);
    expect((await database.query('select 1 from safety_plans where user_id = $1', [userId])).rows).toEqual([]);
  });
});

describe('the safety plan store', () => {
  let handle: DatabaseHandle;
  beforeAll(() => {
    handle = connectDatabase(inject('databaseUrl'), () => {});
  });
  afterAll(() => handle.close());

  const newUser = () =>
    handle.db
      .insertInto('users')
      .values({
        firebaseUid: `plan-${randomUUID()}`,
        email: 'plan@example.com',
        displayName: null,
        disclaimerAcceptedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('binds a plan to its row: copied into another person’s row, it does not decrypt', async () => {
    const store = createSafetyPlanStore(handle.db, createDataCipher(randomBytes(32)));
    const [owner, other] = [await newUser(), await newUser()];
    const sections = {
      warningSigns: ['Only mine'],
      copingStrategies: [],
      distractions: [],
      helpContacts: [],
      professionalContacts: [],
      saferSurroundings: [],
    };
    await store.save(owner.id, sections);
    await store.save(other.id, { ...sections, warningSigns: ['Theirs'] });
    expect((await store.read(owner.id))?.sections).toEqual(sections);

    await database.query(
      `update safety_plans set plan_ciphertext = (select plan_ciphertext from safety_plans where user_id = $1)
       where user_id = $2`,
      [owner.id, other.id],
    );
    await expect(store.read(other.id)).rejects.toBeInstanceOf(DecryptionError);
  });
});
