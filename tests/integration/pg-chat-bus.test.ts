/**
 * The chat bus's listening connection (server/chat/pg-chat-bus.ts over server/db/pg-listener.ts) lost and back:
 * its connection runs through the fault proxy, which the test cuts. What must hold: the shared locks it held go with
 * the connection (so another instance can see the sessions as orphans) and are taken again when it reconnects; the
 * service is told to reconcile; events flow again.
 */
import Fastify from 'fastify';
import { Pool } from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChatBus, ChatBusEvent } from '../../server/chat/chat-bus';
import { createPgChatBus } from '../../server/chat/pg-chat-bus';
import type { Database } from '../../server/db/schema';
import { proxyDatabase, type FaultProxy } from '../fault/fault-proxy';

const databaseUrl = new URL(inject('databaseUrl'));
// One session, so a lock it takes is released by the same session.
const direct = new Pool({ connectionString: databaseUrl.toString(), max: 1 });
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: new Pool({ connectionString: databaseUrl.toString(), max: 2 }) }),
});
const key = `session:${crypto.randomUUID()}`;

let proxy: FaultProxy;
let bus: ChatBus;
let other: ChatBus;
let reconnects = 0;
const received: ChatBusEvent[] = [];

beforeAll(async () => {
  const proxied = await proxyDatabase(databaseUrl);
  proxy = proxied.proxy;
  const log = Fastify({ logger: false }).log;
  bus = await createPgChatBus({ connectionString: proxied.url, db, instance: 'through-proxy', log });
  bus.onReconnect(() => void reconnects++);
  bus.subscribe((event) => void received.push(event));
  other = await createPgChatBus({ connectionString: databaseUrl.toString(), db, instance: 'direct', log });
});

afterAll(async () => {
  await bus?.close();
  await other?.close();
  await proxy?.close();
  await db.destroy();
  await direct.end();
});

/** Whether anyone holds `key`: an exclusive try-lock from another session fails exactly then (and is let go at once). */
async function someoneHolds(): Promise<boolean> {
  const { rows } = await direct.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as ok', [
    key,
  ]);
  if (rows[0]?.ok) await direct.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]);
  return !rows[0]?.ok;
}

describe('the chat bus losing its database connection', () => {
  it('loses its locks with the connection, takes them again on reconnecting, and tells the service', async () => {
    await bus.hold(key);
    expect(await someoneHolds()).toBe(true);
    other.publish({ kind: 'forget', sessionId: 'before' });
    await expect.poll(() => received.map((event) => event.kind === 'forget' && event.sessionId)).toContain('before');

    proxy.refuse = true;
    proxy.cut();
    await expect.poll(someoneHolds, { timeout: 5_000, interval: 50 }).toBe(false);
    expect(reconnects).toBe(0);

    proxy.refuse = false;
    await expect.poll(() => reconnects, { timeout: 15_000, interval: 50 }).toBe(1);
    expect(await someoneHolds()).toBe(true);
    other.publish({ kind: 'forget', sessionId: 'after' });
    await expect.poll(() => received.map((event) => event.kind === 'forget' && event.sessionId)).toContain('after');

    await bus.letGo(key);
    expect(await someoneHolds()).toBe(false);
  });
});
