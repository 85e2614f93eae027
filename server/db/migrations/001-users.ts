import { sql, type Kysely } from 'kysely';

// One row per Firebase account that has created its Doro profile (POST /api/users/me/).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      firebase_uid text not null unique,
      email text not null,
      display_name text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      disclaimer_accepted_at timestamptz
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table users`.execute(db);
}
