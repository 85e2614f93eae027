/**
 * server/db/pg-listener.ts on the real database: it hears what is notified on its channel, and when what it runs on
 * listening fails, it says it is not listening, tries again with one connection (not one per failure), and hears
 * again once it is back.
 */
import Fastify from 'fastify';
import { Pool } from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startPgListener, type PgListener } from '../../server/db/pg-listener';

const databaseUrl = inject('databaseUrl');
const direct = new Pool({ connectionString: databaseUrl, max: 1 });
const channel = `test_listener_${process.pid}_${Date.now()}`;
const listeners: PgListener[] = [];

afterAll(async () => {
  for (const listener of listeners) await listener.close();
  await direct.end();
});

/** Backends whose last statement was this channel's LISTEN: the listener's connections, open or leaked. */
async function listeningConnections(): Promise<number> {
  const { rows } = await direct.query<{ count: string }>('select count(*) from pg_stat_activity where query = $1', [
    `listen ${channel}`,
  ]);
  return Number(rows[0]?.count);
}

describe('a database listener', () => {
  it('hears its channel, and after a failed start tries again on one connection until it listens', async () => {
    const heard: string[] = [];
    const events: string[] = [];
    let failNext = true;
    const listener = await startPgListener({
      connectionString: databaseUrl,
      channel,
      log: Fastify({ logger: false }).log,
      onNotification: (payload) => void heard.push(payload),
      onListening: () => {
        events.push('listening');
        if (failNext) {
          failNext = false;
          throw new Error('what runs on listening failed');
        }
      },
      onLost: () => void events.push('lost'),
    });
    listeners.push(listener);
    expect(listener.listening).toBe(false);
    expect(events).toEqual(['listening', 'lost']);

    await expect.poll(() => listener.listening, { timeout: 10_000, interval: 50 }).toBe(true);
    expect(events).toEqual(['listening', 'lost', 'listening']);
    await expect.poll(listeningConnections, { timeout: 5_000, interval: 50 }).toBe(1);

    await direct.query('select pg_notify($1, $2)', [channel, 'hello']);
    await expect.poll(() => heard).toEqual(['hello']);

    await listener.close();
    expect(listener.listening).toBe(false);
    await expect.poll(listeningConnections, { timeout: 5_000, interval: 50 }).toBe(0);
  });
});
