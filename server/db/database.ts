/** The Kysely handle the routes use, over a node-postgres pool. */
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './schema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  close(): Promise<void>;
}

export function connectDatabase(connectionString: string, onError: (error: Error) => void): DatabaseHandle {
  const pool = new Pool({ connectionString, max: 10 });
  let closing = false;
  // An idle client losing its connection (database restarted) must be logged, not crash the process. While we
  // close, pool.end() resolves before every socket is gone, so the database's own shutdown notice is expected.
  pool.on('error', (error) => {
    if (!closing) onError(error);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  return {
    db,
    close: () => {
      closing = true;
      return db.destroy();
    },
  };
}
