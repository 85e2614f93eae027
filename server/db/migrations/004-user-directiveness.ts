import { sql, type Kysely } from 'kysely';

// How directive Doro is, as the user last chose it (issue 4): the chat preselects it next time. Null until the
// user starts a first session or sets it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column directiveness text check (directiveness in ('listen', 'balanced', 'guide'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column directiveness`.execute(db);
}
