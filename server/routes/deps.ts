import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';

/** What handlers may use; passed in, so tests and later issues can swap a part. */
export interface RouteDeps {
  config: ServerConfig;
  db: Kysely<Database>;
}
