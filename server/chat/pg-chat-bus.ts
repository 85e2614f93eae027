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
import { startPgListener, type PgListener } from '../db/pg-listener';
import type { Database } from '../db/schema';
import { ChatBusEvent, type ChatBus } from './chat-bus';

export const CHAT_BUS_CHANNEL = 'doro_chat';
const lockKey = (key: string) => sql`hashtextextended(${key}, 0)`;

export async function createPgChatBus(options: {
  connectionString: string;
  db: Kysely<Database>;
  instance: string;
  log: FastifyBaseLogger;
}): Promise<ChatBus> {
  const { db, instance, log } = options;
  const handlers: Array<(event: ChatBusEvent) => void> = [];
  const ownHandlers: Array<(event: ChatBusEvent) => void> = [];
  const reconnectHandlers: Array<() => void> = [];
  const holds = new Map<string, number>();
  // Any LISTEN after the first attempt (a reconnect, or a retry after a failed start) may have missed events.
  let started = false;

  // Holds and claims live on the listening connection's session: they vanish with it when an instance dies.
  const query = async (text: ReturnType<typeof sql>) => {
    const compiled = text.compile(db);
    return listener.query<{ ok: boolean }>(compiled.sql, [...compiled.parameters]);
  };

  function receive(payload: string) {
    let parsed;
    try {
      parsed = ChatBusEvent.safeParse(JSON.parse(payload));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) return log.warn('the chat bus ignored an event it could not read');
    // NOTIFY delivers in commit order, the same order to every listener, this instance's own included.
    for (const handler of parsed.data.instance === instance ? ownHandlers : handlers) handler(parsed.data);
  }

  const listener: PgListener = await startPgListener({
    connectionString: options.connectionString,
    channel: CHAT_BUS_CHANNEL,
    log,
    onNotification: receive,
    // Locks went with the old connection: re-take them, then let the service reconcile what it may have missed.
    async onListening() {
      if (!started) return;
      for (const key of holds.keys()) await query(sql`select pg_advisory_lock_shared(${lockKey(key)})`);
      for (const handler of reconnectHandlers) handler();
    },
    onLost: () => undefined,
  });
  started = true;

  return {
    instance,
    publish(news) {
      const payload = JSON.stringify({ ...news, instance });
      void sql`select pg_notify(${CHAT_BUS_CHANNEL}, ${payload})`
        .execute(db)
        .catch((error: unknown) => log.warn({ err: error }, 'the chat bus could not publish'));
    },
    subscribe: (handler) => void handlers.push(handler),
    subscribeOwn: (handler) => void ownHandlers.push(handler),
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
    close: () => listener.close(),
  };
}
