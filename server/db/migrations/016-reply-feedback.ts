import { sql, type Kysely } from 'kysely';

// Feedback on each of Doro's replies (issue 18): helpful or not, with an optional word. The reply is named by its
// session and seq, never copied: its text stays in chat_messages alone, and goes when the message goes (the session
// deleted, the account deleted). The word is encrypted like everything people write (server/chat/crypto.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table reply_feedback (
      session_id uuid not null,
      seq integer not null,
      helpful boolean not null,
      comment_ciphertext bytea,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (session_id, seq),
      foreign key (session_id, seq) references chat_messages (session_id, seq) on delete cascade
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table reply_feedback`.execute(db);
}
