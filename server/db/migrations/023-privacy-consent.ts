import { sql, type Kysely } from 'kysely';

// Express consent (issue 20; PIPEDA, Quebec Law 25): memory across sessions is off until the person turns it on.
// The column holds when they did; null is off, the default for everyone, existing accounts included. Summaries kept
// before this are not used while memory is off (server/ai/memory/memory-store.ts), and go when the person turns
// memory off or forgets them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column memory_consent_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column memory_consent_at`.execute(db);
}
