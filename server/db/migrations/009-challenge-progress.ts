import { sql, type Kysely } from 'kysely';

// The days of the 30-day wellbeing challenge a signed-in person has marked done (issue 8). One row per user, the
// whole set in an array: the page always reads and writes it whole, and it goes with the account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table challenge_progress (
      user_id uuid primary key references users (id) on delete cascade,
      completed_days smallint[] not null default '{}'
        check (1 <= all (completed_days) and 30 >= all (completed_days) and cardinality(completed_days) <= 30),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table challenge_progress`.execute(db);
}
