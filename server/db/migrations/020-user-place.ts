import { sql, type Kysely } from 'kysely';

// Where a person lives (issue 20): the duties Doro owes them follow it (server/law/jurisdictions.ts). Country as ISO
// 3166-1 alpha-2, the province or state as the ISO 3166-2 subdivision code without the country ('QC', 'WA'); both
// null when not said, which is the 'unknown' place with the strictest duties. place_answered_at is when the person
// answered or skipped the question, so an account made before it is asked once and only once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column country text check (country ~ '^[A-Z]{2}$'),
      add column region text check (region is null or (region ~ '^[A-Z0-9]{1,3}$' and country is not null)),
      add column place_answered_at timestamptz
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column place_answered_at, drop column region, drop column country`.execute(db);
}
