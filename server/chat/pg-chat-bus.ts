/**
 * The chat bus over PostgreSQL (chat-bus.ts): LISTEN on one dedicated connection per instance, which also holds
 * the instance's advisory locks; NOTIFY through the ordinary pool, so publishing works while the listener is
 * reconnecting. A lost listener reconnects with the product's back-off (capped: a server should be back in
 * seconds, not hours), re-takes its holds and tells the service to reconcile what it may have missed.
 *
 * LISTEN and session-level advisory locks need a real session: behind a pooler, this connection must use session
 * mode (docs/scale-out.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import { backoffDelay } from '../../src/contract/backoff';
import type { Database } from '../db/schema';
import { ChatBusEvent, type ChatBus } from './chat-bus';

export const CHAT_BUS_CHANNEL = 'doro_chat';
const maxReconnectDelayMs = 30_000;
const lockKey = (key: string) => sql`hashtextextended(${key}, 0)`;

export async function createPgChatBus(options: {
  connectionString: string;
  db: Kysely<Database>;
  instance: string;
  log: FastifyBaseLogger;
}): Promise<ChatBus> {
  const { db, instance, log } = options;
  const handlers: Array<(event: ChatBusEvent) => void> = [];
  const reconnectHandlers: Array<() => void> = [];
  const holds = new Map<string, number>();
  let client: Client | undefined;
  let closing = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const query = async (text: ReturnType<typeof sql>) => {
    if (!client) return undefined;
    const compiled = text.compile(db);
    return client.query<{ ok: boolean }>(compiled.sql, [...compiled.parameters]);
  };

  function receive(payload: string | undefined) {
    let parsed;
    try {
      parsed = ChatBusEvent.safeParse(JSON.parse(payload ?? ''));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) return log.warn('the chat bus ignored an event it could not read');
    if (parsed.data.instance === instance) return;
    for (const handler of handlers) handler(parsed.data);
  }

  function lost(error?: Error) {
    if (closing || !client) return;
    log.warn({ err: error }, 'the chat bus lost its database connection; reconnecting');
    const gone = client;
    client = undefined;
    void gone.end().catch(() => {});
    schedule();
  }

  function schedule() {
    if (closing) return;
    retryTimer = setTimeout(() => void connect(true), Math.min(maxReconnectDelayMs, backoffDelay(attempt++)));
    retryTimer.unref();
  }

  async function connect(isReconnect: boolean) {
    const next = new Client({ connectionString: options.connectionString });
    next.on('error', (error) => (client === next ? lost(error) : undefined));
    next.on('end', () => (client === next ? lost() : undefined));
    next.on('notification', (message) => {
      if (message.channel === CHAT_BUS_CHANNEL) receive(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHAT_BUS_CHANNEL}`);
      if (closing) return void (await next.end());
      client = next;
      attempt = 0;
      for (const key of holds.keys()) await query(sql`select pg_advisory_lock_shared(${lockKey(key)})`);
      if (isReconnect) for (const handler of reconnectHandlers) handler();
    } catch (error) {
      log.warn({ err: error }, 'the chat bus could not listen; retrying');
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      schedule();
    }
  }

  await connect(false);

  return {
    instance,
    publish(news) {
      const payload = JSON.stringify({ ...news, instance });
      void sql`select pg_notify(${CHAT_BUS_CHANNEL}, ${payload})`
        .execute(db)
        .catch((error: unknown) => log.warn({ err: error }, 'the chat bus could not publish'));
    },
    subscribe: (handler) => void handlers.push(handler),
    onReconnect: (handler) => void reconnectHandlers.push(handler),
    async hold(key) {
      const count = holds.get(key) ?? 0;
      holds.set(key, count + 1);
      if (count === 0) await query(sql`select pg_advisory_lock_shared(${lockKey(key)})`);
    },
    async letGo(key) {
      const count = holds.get(key) ?? 0;
      if (count > 1) return void holds.set(key, count - 1);
      holds.delete(key);
      if (count === 1) await query(sql`select pg_advisory_unlock_shared(${lockKey(key)})`).catch(() => {});
    },
    // Without a listener there is no one to ask: go ahead, the store refuses a second copy of anything.
    claim: async (key) =>
      (await query(sql`select pg_try_advisory_lock(${lockKey(key)}) as ok`).catch(() => undefined))?.rows[0]?.ok ??
      true,
    async release(key) {
      await query(sql`select pg_advisory_unlock(${lockKey(key)})`).catch(() => {});
    },
    async close() {
      closing = true;
      clearTimeout(retryTimer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
