/** The Kysely handle the routes use, over a node-postgres pool. */
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { preparingPool } from './prepared';
import type { Database } from './schema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** The pool's connections now: open in all, idle, and requests waiting for one (the metrics report them). */
  poolUse(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export function connectDatabase(connectionString: string, onError: (error: Error) => void): DatabaseHandle {
  // A database that cannot be reached must fail a request within seconds (503, server/db/unavailable.ts), not
  // leave it waiting on a connection forever.
  const pool = new Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  let closing = false;
  // An idle client losing its connection (database restarted) must be logged, not crash the process. While we
  // close, pool.end() resolves before every socket is gone, so the database's own shutdown notice is expected.
  pool.on('error', (error) => {
    if (!closing) onError(error);
  });
  // A client that loses its connection in the middle of a query fails that query (the request answers 503) and
  // also emits 'error'. The pool listens only to idle clients, so without this a checked-out client's 'error'
  // would be uncaught and bring the whole process down (found by tests/integration/fault/database-outage.test.ts).
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!closing) onError(error);
    });
  });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    db,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => {
      closing = true;
      return db.destroy();
    },
  };
}
