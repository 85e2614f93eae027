/**
 * Deleting an account: afterwards the old token gets 401 or 404 from every route that needs one (and the chat
 * socket refuses it), the identity-provider user is gone, and no table with a user_id column has a row of the user.
 */
import { Pool } from 'pg';
import type { AppRoute } from '@ts-rest/core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { contract } from '../../src/contract/contract';
import { api, ChatClient, chatUser } from './chat-client';
import type { TestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const database = new Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => database.end());

function routesOf(router: object): AppRoute[] {
  return Object.values(router).flatMap((entry: object) => ('method' in entry ? [entry as AppRoute] : routesOf(entry)));
}

// A plausible value for each path parameter, so the request reaches the route rather than a 404 for the shape.
const sampleParams: Record<string, string> = { tier: 'monthly', id: 'gad-7', category: 'anxiety', token: 'abc' };
const pathFor = (route: AppRoute) =>
  route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => sampleParams[name] ?? crypto.randomUUID());

async function userIdOf(user: TestUser): Promise<string> {
  const { rows } = await database.query<{ id: string }>('select id from users where firebase_uid = $1', [user.uid]);
  return rows[0]!.id;
}

/** Row counts of the user in every table with a user_id column, found from the catalogue. */
async function rowsOfUser(userId: string): Promise<Record<string, number>> {
  const { rows: tables } = await database.query<{ table_name: string }>(
    `select c.table_name from information_schema.columns c
     join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = current_schema() and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const { rows } = await database.query<{ count: string }>(
      `select count(*) from "${table.replaceAll('"', '""')}" where user_id = $1`,
      [userId],
    );
    counts[table] = Number(rows[0]!.count);
  }
  return counts;
}

/** A user with something in as many tables as the product writes to. */
async function busyUser(): Promise<TestUser> {
  const user = await chatUser(baseUrl, emulatorHost);
  const client = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
  const sessionId = (await client.next('ready')).session.id;
  client.say('Work has been stressful lately.');
  await client.next('replyEnd');
  client.send({ type: 'end' });
  await client.waitClosed();
  await api(baseUrl, user, `/sessions/${sessionId}/feedback`, { method: 'POST', body: { rating: 5, comment: 'kind' } });
  const gad7 = Array.from({ length: 7 }, (_, index) => ({ question_id: `gad-7-${index + 1}`, value: 1 }));
  expect(
    (await api(baseUrl, user, '/users/me/ptests/gad-7/responses', { method: 'POST', body: { answers: gad7 } })).status,
  ).toBe(201);
  const checkout = await api(baseUrl, user, '/checkout/create-session/monthly', { method: 'POST', body: {} });
  await api(baseUrl, user, `/checkout/test-sessions/${checkout.body.checkout_session_id}/complete`, {
    method: 'POST',
    body: {},
  });
  expect(
    (await api(baseUrl, user, '/users/me/share-progress', { method: 'POST', body: { include: ['sessions'] } })).status,
  ).toBe(201);
  const plan = { warning_signs: ['I stop eating'], coping_strategies: [], distractions: [], help_contacts: [] };
  expect(
    (
      await api(baseUrl, user, '/users/me/safety-plan', {
        method: 'PUT',
        body: { ...plan, professional_contacts: [], safer_surroundings: [] },
      })
    ).status,
  ).toBe(200);
  await fetch(new URL('/api/support/contact', baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, message: 'Please delete my data.' }),
  });
  return user;
}

describe('delete account', () => {
  it('asks for an explicit confirmation: without it nothing is deleted', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    for (const body of [{}, { confirm: false }, { confirm: 'yes' }]) {
      expect((await api(baseUrl, user, '/users/me/delete-account', { method: 'POST', body })).status).toBe(400);
    }
    expect((await api(baseUrl, user, '/users/me/')).status).toBe(200);
  });

  it('leaves no row, no identity and no working token behind', async () => {
    const user = await busyUser();
    const userId = await userIdOf(user);
    const before = await rowsOfUser(userId);
    // The rows this test expects to see go: if one is missing here, the check below would prove nothing.
    const expectedTables = [
      'chat_sessions',
      'chat_usage',
      'subscriptions',
      'checkout_sessions',
      'progress_shares',
      'support_messages',
      'ptest_responses',
      'safety_plans',
    ];
    expect(expectedTables.filter((table) => !((before[table] ?? 0) > 0))).toEqual([]);
    const sessionIds = (await database.query('select id from chat_sessions where user_id = $1', [userId])).rows.map(
      (row: { id: string }) => row.id,
    );

    expect(
      (await api(baseUrl, user, '/users/me/delete-account', { method: 'POST', body: { confirm: true } })).status,
    ).toBe(204);

    const after = await rowsOfUser(userId);
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([]);
    expect((await database.query('select 1 from users where id = $1', [userId])).rows).toHaveLength(0);
    const messages = await database.query('select 1 from chat_messages where session_id = any($1::uuid[])', [
      sessionIds,
    ]);
    expect(messages.rows).toHaveLength(0);

    // The identity provider no longer knows the account.
    const signIn = await fetch(
      `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: 'correct horse battery', returnSecureToken: true }),
      },
    );
    expect(signIn.status).toBe(400);
    expect(JSON.stringify(await signIn.json())).toMatch(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS|USER_NOT_FOUND/);

    // Every route that takes a token answers the old one with 401 or 404.
    const guarded = routesOf(contract).filter((route) => 401 in route.responses);
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const response = await fetch(new URL(pathFor(route), baseUrl), {
        method: route.method,
        headers: {
          authorization: `Bearer ${user.idToken}`,
          ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        body: route.method === 'GET' ? undefined : JSON.stringify({ uid: user.uid, email: user.email }),
      });
      expect([401, 404], `${route.method} ${route.path} answered ${response.status}`).toContain(response.status);
    }
    expect((await database.query('select 1 from users where firebase_uid = $1', [user.uid])).rows).toHaveLength(0);

    // And the chat socket will not start a session with it.
    const socket = await ChatClient.open(baseUrl);
    socket.send({ type: 'auth', idToken: user.idToken });
    socket.send({ type: 'start', directiveness: 'listen' });
    await socket.waitClosed();
    expect(socket.received.map((message) => message.type)).not.toContain('ready');
  });
});
