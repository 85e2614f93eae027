import { sql, type Kysely } from 'kysely';

// How often the safety layer referred someone to crisis help (reference/safety.md point 5; New York GBL art. 47,
// California SB 243 reporting): counts by day, level and category only. No message text, no user, no session:
// nothing here can say who was in crisis or what they wrote, so delete-account has nothing to remove.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table safety_referrals (
      day date not null,
      level text not null check (level in ('concern', 'urgent', 'imminent')),
      category text not null
        check (category in ('suicide', 'self-harm', 'harm-to-others', 'abuse', 'imminent-danger', 'questionnaire')),
      count integer not null default 0 check (count >= 0),
      primary key (day, level, category)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table safety_referrals`.execute(db);
}
