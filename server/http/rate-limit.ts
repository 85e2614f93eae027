/**
 * The one rate limiter of the HTTP routes that can be abused by repetition: profile creation and the password-reset
 * request (sign-in), promo codes, the support form. A fixed window per subject opens at the subject's first request
 * and lasts `windowSeconds`; at most `max` requests count inside it, the rest get 429 with Retry-After.
 *
 * Counted in PostgreSQL (table rate_limit_counters, migration 011-rate-limits), one upsert per request, so every
 * server instance behind a load balancer counts the same hits and concurrent requests cannot all see "one left".
 * Subjects are keyed hashes (client-subject.ts): no address or account id is stored.
 * The chat socket's message limit is per instance instead (chat-message-limit.ts, decision 019).
 */
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { RateLimit } from '../config';
import type { Database } from '../db/schema';
import { clientAddressKey, subjectHash, type SubjectKind } from './client-subject';

export type RateLimitVerdict =
  | {
      allowed: true;
      /** Gives the request back: promo codes count only failed attempts. */ refund(): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(subjects: Subject[]): Promise<RateLimitVerdict>;
}

export interface Subject {
  kind: SubjectKind;
  value: string;
}

/**
 * Whom a request counts against. By default the account when signed in, else the client address. `both` counts
 * it against each, for limits that must hold whether someone switches addresses or accounts (guessing codes,
 * flooding the support inbox).
 */
export function requestSubjects(request: FastifyRequest, accountUid: string | undefined, both = false): Subject[] {
  const address: Subject = {
    kind: 'address',
    value: clientAddressKey(request.ip),
  };
  if (accountUid === undefined) return [address];
  const account: Subject = { kind: 'account', value: accountUid };
  return both ? [address, account] : [account];
}

/** The contract's 429: the error shape, and Retry-After so clients and proxies know when to come back. */
export function tooManyRequests(
  reply: { header(name: string, value: string): unknown },
  retryAfterSeconds: number,
  message: string,
) {
  reply.header('retry-after', String(retryAfterSeconds));
  return { status: 429 as const, body: { message } };
}

export function createRateLimiter(db: Kysely<Database>, bucket: string, limit: RateLimit): RateLimiter {
  const salt = serverSecret(db, 'rate-limit-subject-salt');
  const window = sql<string>`make_interval(secs => ${limit.windowSeconds})`;
  return {
    async take(subjects) {
      const key = await salt();
      // One order for everyone: two requests locking the same rows never wait on each other crosswise.
      const hashes = [...new Set(subjects.map((subject) => subjectHash(key, subject.kind, subject.value)))].toSorted();
      // now() is when the transaction began: one that waited on another's lock may see a window that opened after
      // it, so what is left is never said to be more than the window.
      const { rows } = await sql<{
        subjectHash: string;
        hits: number;
        windowStart: string;
        secondsLeft: number;
      }>`
        insert into rate_limit_counters as counter (bucket, subject_hash, window_start, hits)
        select ${bucket}, subject, now(), 1 from unnest(${hashes}::text[]) as subject
        on conflict (bucket, subject_hash) do update set
          window_start = case when counter.window_start + ${window} <= now() then now() else counter.window_start end,
          hits = case when counter.window_start + ${window} <= now() then 1 else counter.hits + 1 end
        returning subject_hash, hits, window_start::text as window_start,
          least(${limit.windowSeconds}::int, greatest(1, ceil(extract(epoch from window_start + ${window} - now()))))::int
            as seconds_left
      `.execute(db);
      // A window opened: forget the ones that closed, so no hash outlives its use by long.
      if (rows.some((row) => row.hits === 1)) {
        await sql`
          delete from rate_limit_counters where bucket = ${bucket} and window_start + ${window} <= now()
        `.execute(db);
      }
      const over = rows.filter((row) => row.hits > limit.max);
      if (over.length > 0)
        return {
          allowed: false,
          retryAfterSeconds: Math.max(...over.map((row) => row.secondsLeft)),
        };
      const taken = {
        hashes: rows.map((row) => row.subjectHash),
        windows: rows.map((row) => row.windowStart),
      };
      return {
        allowed: true,
        async refund() {
          await sql`
            update rate_limit_counters as counter set hits = counter.hits - 1
            from unnest(${taken.hashes}::text[], ${taken.windows}::timestamptz[])
              as taken(subject_hash, window_start)
            where counter.bucket = ${bucket} and counter.subject_hash = taken.subject_hash
              and counter.window_start = taken.window_start and counter.hits > 0
          `.execute(db);
        },
      };
    },
  };
}

/** A secret from server_secrets, read once per process (it never changes); a failed read is retried next time. */
function serverSecret(db: Kysely<Database>, name: string): () => Promise<Buffer> {
  let value: Promise<Buffer> | undefined;
  return () =>
    (value ??= db
      .selectFrom('serverSecrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow(() => new Error(`The server secret ${name} is missing: have the migrations run?`))
      .then((row) => row.value)
      .catch((error: unknown) => {
        value = undefined;
        throw error;
      }));
}
