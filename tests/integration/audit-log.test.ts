/**
 * The audit log of access to sensitive data (server/audit/audit-log.ts, migration 010-audit-log): reading a
 * transcript, a shared link's view and an account deletion each write a row with who, whose, what and when; the
 * database refuses to change or remove rows; and people appear only as keyed pseudonyms, never as uid, id or email.
 */
import { join } from 'node:path';
import { Pool } from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pseudonymOf } from '../../server/audit/pseudonym';
import { loadConfig } from '../../server/config';
import { api, chatUser, finishedSession } from './chat-client';
import type { TestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const database = new Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => database.end());

// The shared server's data folder and data key (global-setup.ts): the pseudonym key comes from the key.
const serverConfig = loadConfig({
  DORO_DATA_DIR: join(inject('testDataDir'), 'data'),
  DORO_DATA_KEY: inject('dataKey'),
});

interface AuditRow {
  id: string;
  occurred_at: Date;
  actor_kind: string;
  actor: string | null;
  via_link_id: string | null;
  subject: string;
  action: string;
  resource_type: string;
  resource_id: string | null;
}

async function accountIdOf(user: TestUser): Promise<string> {
  const { rows } = await database.query<{ id: string }>('select id from users where firebase_uid = $1', [user.uid]);
  if (!rows[0]) throw new Error('no profile');
  return rows[0].id;
}

async function rowsAbout(subject: string): Promise<AuditRow[]> {
  const { rows } = await database.query<AuditRow>('select * from audit_log where subject = $1 order by id', [subject]);
  return rows;
}

describe('audit log', () => {
  it('reading a transcript writes who, whose, what and when, under pseudonyms', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const sessionId = await finishedSession(baseUrl, user);
    const accountId = await accountIdOf(user);
    const pseudonym = pseudonymOf(serverConfig, accountId);
    const before = await rowsAbout(pseudonym);

    const startedAt = Date.now();
    expect((await api(baseUrl, user, `/sessions/session-transcript/${sessionId}`)).status).toBe(200);

    const added = (await rowsAbout(pseudonym)).slice(before.length);
    expect(added).toMatchObject([
      {
        actor_kind: 'user',
        actor: pseudonym,
        via_link_id: null,
        subject: pseudonym,
        action: 'read',
        resource_type: 'session-transcript',
        resource_id: sessionId,
      },
    ]);
    expect(pseudonym).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.abs(added[0]!.occurred_at.getTime() - startedAt)).toBeLessThan(60_000);
  });

  it('refuses to read a transcript that is not the caller’s without writing a row about its owner', async () => {
    const owner = await chatUser(baseUrl, emulatorHost);
    const other = await chatUser(baseUrl, emulatorHost);
    const sessionId = await finishedSession(baseUrl, owner);
    const ownerPseudonym = pseudonymOf(serverConfig, await accountIdOf(owner));
    const before = await rowsAbout(ownerPseudonym);
    expect((await api(baseUrl, other, `/sessions/session-transcript/${sessionId}`)).status).toBe(404);
    expect(await rowsAbout(ownerPseudonym)).toEqual(before);
  });

  it('a shared link’s view is logged as anonymous, with the link id, about the session’s owner', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const sessionId = await finishedSession(baseUrl, user);
    const share = await api(baseUrl, user, `/sessions/${sessionId}/share`, {
      method: 'POST',
      body: {},
    });
    expect(share.status).toBe(201);
    const token = new URL(share.body.url as string).pathname.split('/').pop() ?? '';
    expect((await fetch(new URL(`/api/shared-sessions/${token}`, baseUrl))).status).toBe(200);

    const rows = await rowsAbout(pseudonymOf(serverConfig, await accountIdOf(user)));
    expect(rows.filter((row) => row.resource_type === 'shared-session')).toMatchObject([
      {
        actor_kind: 'anonymous',
        actor: null,
        via_link_id: share.body.id,
        action: 'read',
        resource_id: sessionId,
      },
    ]);
  });

  it('keeps each consent given or withdrawn (memory, outside model), which the profile alone forgets', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const pseudonym = pseudonymOf(serverConfig, await accountIdOf(user));
    const put = (path: string, body: object) => api(baseUrl, user, path, { method: 'PUT', body });
    expect((await put('/users/me/outside-model-consent', { outside_model: true })).status).toBe(200);
    expect((await put('/users/me/outside-model-consent', { outside_model: false })).status).toBe(200);
    expect((await put('/users/me/privacy-consent', { memory: true })).status).toBe(200);
    // Bad input changes nothing and is not recorded.
    expect((await put('/users/me/outside-model-consent', { outside_model: 'yes' })).status).toBe(400);
    const consents = (await rowsAbout(pseudonym)).filter((row) => row.resource_type.endsWith('-consent'));
    expect(consents).toMatchObject([
      { actor: pseudonym, action: 'update', resource_type: 'outside-model-consent', resource_id: 'given' },
      { actor: pseudonym, action: 'update', resource_type: 'outside-model-consent', resource_id: 'withdrawn' },
      { actor: pseudonym, action: 'update', resource_type: 'memory-consent', resource_id: 'given' },
    ]);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE on the log', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    expect((await api(baseUrl, user, '/users/me/prior-sessions')).status).toBe(200);
    const pseudonym = pseudonymOf(serverConfig, await accountIdOf(user));
    const [row] = await rowsAbout(pseudonym);
    expect(row).toMatchObject({
      action: 'read',
      resource_type: 'prior-sessions',
    });

    await expect(database.query("update audit_log set action = 'export' where id = $1", [row!.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(database.query('delete from audit_log where id = $1', [row!.id])).rejects.toThrow(/append-only/);
    await expect(database.query('truncate audit_log')).rejects.toThrow(/append-only/);
    expect(await rowsAbout(pseudonym)).toEqual([row]);
  });

  it('after an account is deleted, its rows remain and hold no uid, account id or email', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const sessionId = await finishedSession(baseUrl, user);
    const accountId = await accountIdOf(user);
    expect((await api(baseUrl, user, `/sessions/session-transcript/${sessionId}`)).status).toBe(200);
    expect((await api(baseUrl, user, '/users/me/export')).status).toBe(200);
    const deleted = await api(baseUrl, user, '/users/me/delete-account', {
      method: 'POST',
      body: { confirm: true },
    });
    expect(deleted.status).toBe(204);

    const rows = await rowsAbout(pseudonymOf(serverConfig, accountId));
    expect(rows.map((row) => `${row.action} ${row.resource_type}`)).toEqual([
      'read session-transcript',
      'export data-export',
      'delete account',
    ]);
    const { rows: whole } = await database.query<{ line: string }>('select audit_log::text as line from audit_log');
    const leaks = whole.filter(({ line }) => [user.uid, accountId, user.email].some((id) => line.includes(id)));
    expect(leaks).toEqual([]);
  });
});
