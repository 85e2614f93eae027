import { sql, type Kysely } from 'kysely';

// A parent's or guardian's consent, recorded before the account of someone under the age the place's law sets
// (Quebec Law 25: under 14) is created (issue 20): who the guardian is, what was attested, when, and under which
// rule. One per account; it goes with the account and is in the data export (it has a user_id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table guardian_consents (
      user_id uuid primary key references users (id) on delete cascade,
      guardian_name text not null check (length(guardian_name) between 1 and 120),
      guardian_email text not null check (length(guardian_email) between 3 and 254),
      attestation text not null,
      jurisdiction text not null,
      under_age integer not null,
      attested_at timestamptz not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table guardian_consents`.execute(db);
}
