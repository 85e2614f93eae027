import { sql, type Kysely } from 'kysely';

// The interface language a signed-in person chose (issue 21, decision 033): 'en' or 'fr-CA', null while they have
// not chosen (the browser's language then decides). The check keeps anything else out, whatever writes it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column locale text check (locale in ('en', 'fr-CA'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column locale`.execute(db);
}
