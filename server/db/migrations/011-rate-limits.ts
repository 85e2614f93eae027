import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// One table for every rate limit (server/http/rate-limit.ts), replacing the support form's and the promo codes'
// tables of their own. A row is one subject's current window in one bucket; subjects are keyed hashes, never an
// address or an account id. No user_id column: deleting an account leaves nothing here that points at it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limit_counters (
      bucket text not null,
      subject_hash text not null,
      window_start timestamptz not null,
      hits integer not null check (hits >= 0),
      primary key (bucket, subject_hash)
    )
  `.execute(db);
  await sql`create index rate_limit_counters_window on rate_limit_counters (bucket, window_start)`.execute(db);
  await sql`insert into server_secrets (name, value) values ('rate-limit-subject-salt', ${randomBytes(32)})`.execute(
    db,
  );

  await sql`drop table support_contact_hits`.execute(db);
  await sql`drop table promo_attempt_failures`.execute(db);
  await sql`delete from server_secrets where name in ('support-subject-salt', 'promo-subject-salt')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table support_contact_hits (subject_hash text not null, created_at timestamptz not null default now())
  `.execute(db);
  await sql`
    create table promo_attempt_failures (subject_hash text not null, created_at timestamptz not null default now())
  `.execute(db);
  await sql`
    insert into server_secrets (name, value)
    values ('support-subject-salt', ${randomBytes(32)}), ('promo-subject-salt', ${randomBytes(32)})
  `.execute(db);
  await sql`delete from server_secrets where name = 'rate-limit-subject-salt'`.execute(db);
  await sql`drop table rate_limit_counters`.execute(db);
}
