import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // What people send through the support form. A message from a signed-in person is linked to the account, and
  // goes with it: deleting the account must leave no row pointing at it.
  await sql`
    create table support_messages (
      id uuid primary key default gen_random_uuid(),
      user_id uuid references users (id) on delete cascade,
      email text not null,
      name text,
      topic text check (topic in ('account', 'billing', 'safety', 'other')),
      message text not null check (char_length(message) between 1 and 5000),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index support_messages_user_id on support_messages (user_id)`.execute(db);
  await sql`create index support_messages_created_at on support_messages (created_at)`.execute(db);

  // The rate limit's memory, in the database so every server instance shares it. Subjects are keyed hashes of a
  // client address or an account, never the raw value, and rows are deleted once they leave the window.
  await sql`
    create table support_contact_hits (
      subject_hash text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index support_contact_hits_subject on support_contact_hits (subject_hash, created_at)`.execute(db);
  await sql`create index support_contact_hits_created_at on support_contact_hits (created_at)`.execute(db);

  // Secrets the server makes for itself, shared by every instance through the database: nothing to configure, and
  // a copy of the hit table alone does not reveal which addresses wrote to us.
  await sql`
    create table server_secrets (
      name text primary key,
      value bytea not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`insert into server_secrets (name, value) values ('support-subject-salt', ${randomBytes(32)})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table server_secrets`.execute(db);
  await sql`drop table support_contact_hits`.execute(db);
  await sql`drop table support_messages`.execute(db);
}
