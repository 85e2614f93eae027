/**
 * A database of a test's own on the shared PostgreSQL server, migrated only up to a named migration: data stored
 * there the way an older Doro stored it shows what the later migrations do to an existing install. Migrated to the
 * latest, it is a fresh install holding nothing but what the test writes.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataCipher } from '../../../server/chat/crypto';
import { connectDatabase, type DatabaseHandle } from '../../../server/db/database';
import { migrateTo, migrateToLatest } from '../../../server/db/migrations';

export interface OldDatabase {
  handle: DatabaseHandle;
  /** Runs every migration after the one the database was made at. */
  migrateToLatest(): Promise<string[]>;
  drop(): Promise<void>;
}

/** `migration` undefined: the latest, as a new install has it. */
export async function databaseAt(
  serverUrl: string,
  migration: string | undefined,
  cipher: DataCipher,
): Promise<OldDatabase> {
  const name = `doro_old_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = connectDatabase(url.toString(), () => {});
  if (migration) await migrateTo(handle.db as never, cipher, migration);
  else await migrateToLatest(handle.db as never, cipher);
  return {
    handle,
    migrateToLatest: () => migrateToLatest(handle.db as never, cipher),
    async drop() {
      await handle.close();
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
