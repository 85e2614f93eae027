import { sql, type Kysely } from 'kysely';

// Crisis pauses (issue 20; Oregon SB 1546 and wherever server/law/table.ts asks for crisisInterruption): an urgent
// or imminent crisis in user message `seq` paused the session at `paused_at`, until the person chose to go on at
// `went_on_at` (null while it holds). No words: the message is in chat_messages already. One pause holding per
// session; gone with the session or the account. user_id puts the rows in the person's data export (every table with
// one is). The levels are the contract's, written out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table crisis_pauses (
      session_id uuid not null references chat_sessions (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      seq integer not null check (seq >= 1),
      level text not null check (level in ('urgent', 'imminent')),
      paused_at timestamptz not null default now(),
      went_on_at timestamptz,
      primary key (session_id, seq),
      check (went_on_at is null or went_on_at >= paused_at)
    )
  `.execute(db);
  await sql`create unique index crisis_pauses_one_holding on crisis_pauses (session_id) where went_on_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table crisis_pauses`.execute(db);
}
