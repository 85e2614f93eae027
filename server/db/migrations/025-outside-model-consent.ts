import { sql, type Kysely } from 'kysely';

// Express consent (issue 20; PIPEDA): what a person writes goes to an outside model (the OpenAI-compatible one a
// Doro may be configured with) only once they turn that on. The column holds when they did; null is off, the default
// for everyone, existing accounts included. While off, Doro's own engine answers on Doro's server and the model's
// safety second opinion is not asked (server/ai/model-consent.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column outside_model_consent_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column outside_model_consent_at`.execute(db);
}
