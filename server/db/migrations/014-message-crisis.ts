import { sql, type Kysely } from 'kysely';

// The crisis the safety layer saw in a user message, kept with that message (server/chat/chat-store.ts, markCrisis):
// after a reload, a resume or in the transcript, the crisis card shows where it first appeared. Level and categories
// only: the words are in text_ciphertext already, and nothing here repeats them. The values are the contract's
// (src/contract/crisis.ts), written out: a shipped migration must not change when the code does.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table chat_messages
      add column crisis_level text check (crisis_level in ('concern', 'urgent', 'imminent')),
      add column crisis_categories text[]
        check (crisis_categories <@ array['suicide', 'self-harm', 'harm-to-others', 'abuse', 'imminent-danger']),
      add constraint chat_messages_crisis_on_user_messages
        check (crisis_level is null or role = 'user'),
      add constraint chat_messages_crisis_whole
        check ((crisis_level is null) = (crisis_categories is null))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table chat_messages
      drop constraint chat_messages_crisis_whole,
      drop constraint chat_messages_crisis_on_user_messages,
      drop column crisis_categories,
      drop column crisis_level
  `.execute(db);
}
