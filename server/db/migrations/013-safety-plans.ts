import { sql, type Kysely } from 'kysely';

// Each person's own safety plan (Stanley and Brown's Safety Planning Intervention): one row per user, the whole plan
// in one value encrypted like everything people write (AES-GCM bound to the user's id,
// server/users/safety-plan-store.ts). It goes with the account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table safety_plans (
      user_id uuid primary key references users (id) on delete cascade,
      plan_ciphertext bytea not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table safety_plans`.execute(db);
}
