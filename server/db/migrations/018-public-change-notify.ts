import { sql, type Kysely } from 'kysely';

// Every change to the tables the public reads come from (the questionnaires, the announced price changes), whoever
// makes it (a migration run by any instance, the price-change CLI, psql), tells every listening instance which
// data changed, so their public caches forget it (server/http/public-cache.ts, decision 029). Statement-level: a
// migration rewriting a questionnaire sends one notification, not one per row (PostgreSQL folds equal ones in a
// transaction anyway). The channel name is written out here, not imported: a shipped migration must not change
// when the code does.
const watched = [
  ['ptest_categories', 'questionnaires'],
  ['ptests', 'questionnaires'],
  ['ptest_questions', 'questionnaires'],
  ['plan_price_changes', 'plans'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function doro_notify_public_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('doro_public_changed', tg_argv[0]);
      return null;
    end
    $$
  `.execute(db);
  for (const [table, tag] of watched) {
    await sql`
      create trigger ${sql.raw(`${table}_notify_public_changed`)} after insert or update or delete or truncate
        on ${sql.table(table)} for each statement execute function doro_notify_public_changed(${sql.lit(tag)})
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of watched) {
    await sql`drop trigger ${sql.raw(`${table}_notify_public_changed`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function doro_notify_public_changed()`.execute(db);
}
