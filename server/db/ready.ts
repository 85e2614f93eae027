/**
 * Whether the database answers now: one trivial query, within a few seconds. What GET /api/health/ready reports, so
 * a load balancer or orchestrator stops sending traffic to an instance whose database is gone (liveness, GET
 * /api/health, stays up: restarting Doro would not bring the database back).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';
import { isDatabaseUnavailable } from './unavailable';

const READY_TIMEOUT_MS = 3_000;

export async function databaseReady(db: Kysely<Database>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    const answered = sql`select 1`.execute(db).then(
      () => true,
      (error: unknown) => {
        if (isDatabaseUnavailable(error)) return false;
        throw error;
      },
    );
    return await Promise.race([answered, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
