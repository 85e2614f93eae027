import { sql, type Kysely } from 'kysely';

// Chat sessions and what was said in them (issue 4). Everything a person or Doro wrote is stored encrypted
// (server/chat/crypto.ts): the *_ciphertext columns hold AES-GCM values, never text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table chat_sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      -- 1 active, 5 paused, 6 processing (the summary is being made), 2 finished.
      status smallint not null default 1 check (status in (1, 2, 5, 6)),
      directiveness text not null check (directiveness in ('listen', 'balanced', 'guide')),
      started_at timestamptz not null default now(),
      ended_at timestamptz,
      -- Minutes are charged for active time by the server's clock: active_seconds holds what was charged, and
      -- active_since is set while the session is being charged right now.
      active_seconds integer not null default 0 check (active_seconds >= 0),
      active_since timestamptz,
      allowed_seconds integer not null default 1800 check (allowed_seconds >= 0),
      last_activity_at timestamptz not null default now(),
      -- The highest seq handed out: user messages and replies share one sequence per session.
      last_seq integer not null default 0,
      summary_ciphertext bytea
    )
  `.execute(db);
  await sql`create index chat_sessions_user_started on chat_sessions (user_id, started_at desc)`.execute(db);
  await sql`create index chat_sessions_open on chat_sessions (status) where status in (1, 6)`.execute(db);

  await sql`
    create table chat_messages (
      session_id uuid not null references chat_sessions (id) on delete cascade,
      seq integer not null check (seq >= 1),
      -- The client's id of a user message: a resend after a reconnect finds the stored row instead of a twin.
      client_id uuid,
      role text not null check (role in ('user', 'doro')),
      -- For Doro's replies: the seq of the user message answered.
      reply_to integer,
      text_ciphertext bytea not null,
      created_at timestamptz not null default now(),
      primary key (session_id, seq),
      unique (session_id, client_id)
    )
  `.execute(db);

  await sql`
    create table session_feedback (
      session_id uuid primary key references chat_sessions (id) on delete cascade,
      rating smallint not null check (rating between 1 and 5),
      comment_ciphertext bytea,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);

  // Read-only links to a session's summary. Only a hash of the token is kept: a copy of the table opens nothing.
  await sql`
    create table session_shares (
      id uuid primary key default gen_random_uuid(),
      session_id uuid not null references chat_sessions (id) on delete cascade,
      token_hash bytea not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )
  `.execute(db);
  await sql`create index session_shares_session on session_shares (session_id)`.execute(db);

  // What each user used per calendar month (UTC): kept apart from the sessions so that deleting a session does
  // not give its minutes back.
  await sql`
    create table chat_usage (
      user_id uuid not null references users (id) on delete cascade,
      period_start date not null,
      sessions_started integer not null default 0,
      seconds_used integer not null default 0,
      primary key (user_id, period_start)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table chat_usage`.execute(db);
  await sql`drop table session_shares`.execute(db);
  await sql`drop table session_feedback`.execute(db);
  await sql`drop table chat_messages`.execute(db);
  await sql`drop table chat_sessions`.execute(db);
}
