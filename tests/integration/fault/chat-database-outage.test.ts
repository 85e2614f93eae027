/**
 * A chat message written while the database is unreachable (issue 19 item 2): the error on the socket names the
 * message it is about (its client_id), so the client knows which one was not stored; the connection stays, and the
 * same message sent again once the database is back is stored, once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../../server/app';
import { createFirebaseVerifier } from '../../../server/auth/firebase-verifier';
import { loadConfig } from '../../../server/config';
import { connectDatabase, type DatabaseHandle } from '../../../server/db/database';
import { proxyDatabase, type FaultProxy } from '../../fault/fault-proxy';
import { ChatClient, chatUser } from '../chat-client';

const emulatorHost = inject('emulatorHost');
const databaseUrl = new URL(inject('databaseUrl'));

let proxy: FaultProxy;
let database: DatabaseHandle;
let app: FastifyInstance;
let baseUrl: string;
const staticDir = mkdtempSync(join(tmpdir(), 'doro-fault-chat-db-'));

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
  app = await createApp(config, { db: database.db, verifyIdToken: createFirebaseVerifier(config.firebase) });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  proxy.refuse = false;
  await app?.close();
  await database?.close();
  await proxy?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('a chat message while the database is unreachable', () => {
  it('gets an error carrying its client_id; sent again once the database is back, it is stored once', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const client = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });

    proxy.refuse = true;
    proxy.cut();
    const from = client.received.length;
    const clientId = client.say('The database is down and I am still here.');
    const error = await client.next('error', { from, timeoutMs: 20_000 });
    expect(error).toEqual({
      type: 'error',
      code: 'internal',
      message: expect.stringMatching(/could not be sent.*try again/i),
      clientId,
    });
    // Nothing was acknowledged, and the socket is still there to send it again.
    expect(client.received.slice(from).map((message) => message.type)).not.toContain('ack');
    expect(client.closed).toBeUndefined();

    proxy.refuse = false;
    await expect
      .poll(
        async () => {
          const before = client.received.length;
          client.say('The database is down and I am still here.', clientId);
          const answer = await client.waitFor(
            (message): message is Extract<typeof message, { type: 'ack' | 'error' }> =>
              message.type === 'ack' || message.type === 'error',
            { from: before, timeoutMs: 15_000 },
          );
          return answer.type === 'ack' ? answer.seq : answer.code;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);
    const reply = await client.next('replyEnd', { timeoutMs: 15_000 });
    expect(reply.seq).toBe(2);
    await client.close();
  }, 90_000);
});
