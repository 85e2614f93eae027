import { sql, type Kysely } from 'kysely';

// The yearly referral report (issue 20: California SB 243, Oregon SB 1546, Washington HB 2225) counts referrals by
// month, level and jurisdiction.
// - The count row gains the place's name in the jurisdiction table (server/law/jurisdictions.ts), never the person:
//   'US-WA' is shared by everyone there. Counts made before it are 'unknown'.
// - A referral with two categories adds one to each, so the categories cannot be summed into a number of
//   referrals: each referral now also adds one to the category 'all'. Days counted before it have no 'all' row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table safety_referrals add column jurisdiction text not null default 'unknown'`.execute(db);
  await sql`alter table safety_referrals drop constraint safety_referrals_pkey`.execute(db);
  await sql`alter table safety_referrals add primary key (day, level, category, jurisdiction)`.execute(db);
  await sql`alter table safety_referrals drop constraint safety_referrals_category_check`.execute(db);
  await sql`
    alter table safety_referrals add constraint safety_referrals_category_check check (category in
      ('suicide', 'self-harm', 'harm-to-others', 'abuse', 'imminent-danger', 'questionnaire', 'all'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from safety_referrals where jurisdiction <> 'unknown' or category = 'all'`.execute(db);
  await sql`alter table safety_referrals drop constraint safety_referrals_category_check`.execute(db);
  await sql`
    alter table safety_referrals add constraint safety_referrals_category_check check (category in
      ('suicide', 'self-harm', 'harm-to-others', 'abuse', 'imminent-danger', 'questionnaire'))
  `.execute(db);
  await sql`alter table safety_referrals drop constraint safety_referrals_pkey`.execute(db);
  await sql`alter table safety_referrals add primary key (day, level, category)`.execute(db);
  await sql`alter table safety_referrals drop column jurisdiction`.execute(db);
}
