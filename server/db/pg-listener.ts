/**
 * One dedicated PostgreSQL connection that LISTENs on a channel for as long as the server runs, and says when it is
 * listening and when it is not: a notification sent while it was not listening is lost, so whoever relies on it
 * must treat "not listening" as "I may have missed anything" (the profile cache stops serving then).
 *
 * LISTEN needs a real session: behind a pooler this connection must use session mode (docs/scale-out.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';
import { backoffDelay } from '../../src/contract/backoff';

// A server's database should be back in seconds; retrying less often than this would leave a cache off for long.
const maxReconnectDelayMs = 30_000;
const channelName = /^[a-z_][a-z0-9_]*$/;

export interface PgListenerOptions {
  connectionString: string;
  channel: string;
  log: FastifyBaseLogger;
  onNotification(payload: string): void;
  /**
   * LISTEN has just taken effect (at start or after a reconnect): every later commit's notification will arrive.
   * May use query() on the new connection; if it throws, the connection is dropped and tried again.
   */
  onListening(): void | Promise<void>;
  /** The connection is gone: notifications may be missed until onListening is called again. */
  onLost(): void;
}

export interface PgListener {
  readonly listening: boolean;
  /** A query on the listening connection (advisory locks live on its session); undefined if not listening. */
  query<Row extends Record<string, unknown>>(text: string, values: unknown[]): Promise<{ rows: Row[] } | undefined>;
  close(): Promise<void>;
}

export async function startPgListener(options: PgListenerOptions): Promise<PgListener> {
  const { connectionString, channel, log } = options;
  if (!channelName.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: Client | undefined;
  let closing = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  function lost(error?: Error) {
    if (closing || !client) return;
    log.warn({ err: error, channel }, 'a database listener lost its connection; reconnecting');
    const gone = client;
    client = undefined;
    options.onLost();
    void gone.end().catch(() => {});
    schedule();
  }

  function schedule() {
    if (closing) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), Math.min(maxReconnectDelayMs, backoffDelay(attempt++)));
    retryTimer.unref();
  }

  async function connect() {
    // keepAlive: a connection that dies without a word (a dropped network path) must still end in 'error'.
    const next = new Client({ connectionString, keepAlive: true });
    next.on('error', (error) => (client === next ? lost(error) : undefined));
    next.on('end', () => (client === next ? lost() : undefined));
    next.on('notification', (message) => {
      if (client === next && message.channel === channel) options.onNotification(message.payload ?? '');
    });
    let adopted = false;
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      if (closing) return void (await next.end());
      client = next;
      adopted = true;
      attempt = 0;
      await options.onListening();
    } catch (error) {
      void next.end().catch(() => {});
      // Lost while onListening ran: lost() has already said so and scheduled the retry.
      if (adopted && client !== next) return;
      log.warn({ err: error, channel }, 'a database listener could not listen; retrying');
      if (client === next) {
        client = undefined;
        options.onLost();
      }
      schedule();
    }
  }

  await connect();

  return {
    get listening() {
      return client !== undefined;
    },
    async query<Row extends Record<string, unknown>>(text: string, values: unknown[]) {
      return client?.query<Row>(text, values);
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
