/**
 * The stores the route handlers reach the database through, one per resource, built once per database handle
 * (like billingFor). A handler asks for the store of its resource and never holds the database handle: the boundary
 * lint (scripts/server-rules.ts) fails a file under server/routes that imports server/db or a database driver, or
 * reaches for `deps.db`. See docs/decisions/001-database-access.md.
 */
import type { Kysely } from 'kysely';
import type { DataCipher } from './chat/crypto';
import { createFeedbackStore } from './chat/feedback-store';
import { createSessionShareStore } from './chat/session-share-store';
import type { RateLimit } from './config';
import { databaseReady } from './db/ready';
import type { Database } from './db/schema';
import { createRateLimiter } from './http/rate-limit';
import { referralReport } from './safety/referral-report';
import { createChallengeStore } from './users/challenge-store';
import { createExportStore } from './users/export-store';
import { createProgressShareStore } from './users/progress-share-store';
import { createUserStore } from './users/user-store';

function createStores(db: Kysely<Database>, cipher: DataCipher) {
  return {
    users: createUserStore(db),
    challenge: createChallengeStore(db),
    progressShares: createProgressShareStore(db),
    sessionShares: createSessionShareStore(db),
    feedback: createFeedbackStore(db, cipher),
    exports: createExportStore(db),
    /** A rate limit counted in the database, so every instance shares it (server/http/rate-limit.ts). */
    rateLimiter: (bucket: string, limit: RateLimit) => createRateLimiter(db, bucket, limit),
    /** Safety referrals counted by month and level (server/safety/referral-report.ts), for the published figures. */
    referralReport: (request: Parameters<typeof referralReport>[1]) => referralReport(db, request),
    /** Whether the database answers now (GET /api/health/ready). */
    databaseReady: () => databaseReady(db),
  };
}

export type Stores = ReturnType<typeof createStores>;

const built = new WeakMap<Kysely<Database>, Stores>();

export function storesFor(deps: { db: Kysely<Database>; chat: { cipher: DataCipher } }): Stores {
  let stores = built.get(deps.db);
  if (!stores) {
    stores = createStores(deps.db, deps.chat.cipher);
    built.set(deps.db, stores);
  }
  return stores;
}
