import { sql, type Kysely } from 'kysely';

// What Doro remembers between sessions (issue 5), and the age band it adapts to.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One memory per finished session: its summary, encrypted like everything people write (AES-GCM bound to the
  // memory's id, server/ai/memory/memory-store.ts). Apart from the session's own summary so that the person can make
  // Doro forget without deleting their session history; deleting the session (or the account) removes it too.
  await sql`
    create table memories (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      session_id uuid not null unique references chat_sessions (id) on delete cascade,
      summary_ciphertext bytea not null,
      session_started_at timestamptz not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index memories_user_started on memories (user_id, session_started_at desc)`.execute(db);

  // The band confirmed at sign-up, sent by the client when a session starts; never the date of birth. Null: not
  // known yet, treated as 13-17 (the safer side: plainer words, break reminders).
  await sql`alter table users add column age_band text check (age_band in ('13-17', '18+'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column age_band`.execute(db);
  await sql`drop table memories`.execute(db);
}
