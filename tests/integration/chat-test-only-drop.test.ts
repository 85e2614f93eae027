/**
 * The test-only connection cut (server/chat/test-only-drop.ts): in test mode it cuts every chat socket of the
 * caller, abruptly, and the session pauses as after a real network loss; in any other mode the route does not exist.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../server/db/database';
import { api, ChatClient, chatUser } from './chat-client';
import { bearer, type TestUser } from './emulator-users';
import { sideServers } from './side-server';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');

function dropConnections(url: string, user: TestUser | null) {
  return fetch(new URL('/api/test-only/chat/drop-connections', url), {
    method: 'POST',
    headers: user ? bearer(user) : {},
  });
}

describe('in test mode', () => {
  it("cuts every chat socket of the caller, and only the caller's; the session pauses and resumes", async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const bystander = await chatUser(baseUrl, emulatorHost);
    const first = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
    const sessionId = (await first.next('ready')).session.id;
    first.say('Today was long.');
    await first.next('replyEnd');
    const second = await ChatClient.open(baseUrl);
    second.send({ type: 'auth', idToken: user.idToken });
    second.send({ type: 'ping' });
    await second.next('pong');
    const other = await ChatClient.connect(baseUrl, bystander, { type: 'start', directiveness: 'guide' });

    const response = await dropConnections(baseUrl, user);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ dropped: 2 });
    // 1006: no close frame came, as when a network goes away.
    expect((await first.waitClosed()).code).toBe(1006);
    expect((await second.waitClosed()).code).toBe(1006);
    await expect
      .poll(async () => (await api(baseUrl, user, '/users/me/last-session')).body.session.status, { timeout: 5_000 })
      .toBe(5);

    other.send({ type: 'ping' });
    await other.next('pong');
    expect(other.closed).toBeUndefined();
    await other.close();

    const resumed = await ChatClient.connect(baseUrl, user, { type: 'resume', sessionId, lastSeq: 2 });
    expect((await api(baseUrl, user, '/users/me/last-session')).body.session.status).toBe(1);
    await resumed.close();
    const again = await dropConnections(baseUrl, user);
    expect(await again.json()).toEqual({ dropped: 0 });
  });

  it('needs a valid token: 401 without one', async () => {
    const missing = await dropConnections(baseUrl, null);
    expect(missing.status).toBe(401);
    const forged = await fetch(new URL('/api/test-only/chat/drop-connections', baseUrl), {
      method: 'POST',
      headers: { authorization: 'Bearer not.a-real.token' },
    });
    expect(forged.status).toBe(401);
  });
});

describe('outside test mode', () => {
  let database: DatabaseHandle;
  const servers = sideServers(() => database, emulatorHost);
  beforeAll(() => {
    database = connectDatabase(inject('databaseUrl'), () => {});
  });
  afterAll(async () => {
    await servers.close();
    await database.close();
  });

  // Production itself refuses the Auth emulator this test signs in with (server/config.ts); 'bench' is production
  // but for that, and the route exists only under NODE_ENV=test (server/chat/register.ts).
  it.each(['bench', 'development'])('is a 404 in %s, and the socket stays open', async (nodeEnv) => {
    const url = await servers.start({ NODE_ENV: nodeEnv });
    const user = await chatUser(url, emulatorHost);
    const client = await ChatClient.connect(url, user, { type: 'start', directiveness: 'balanced' });
    const response = await dropConnections(url, user);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    client.send({ type: 'ping' });
    await client.next('pong');
    expect(client.closed).toBeUndefined();
    client.send({ type: 'end' });
    await client.waitClosed();
  });
});
