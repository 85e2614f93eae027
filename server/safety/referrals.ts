/**
 * Referral counts (issue 5): each crisis the safety layer meets adds one to today's count for its level and each of
 * its categories. The table (migration 005) holds counts only: no text, no identity. The chat service calls this on
 * every crisis; questionnaire results that flag risk can too, with the category 'questionnaire'. The count row also
 * names the place's jurisdiction in the table of server/law/jurisdictions.ts (migration 022: the yearly report counts
 * by jurisdiction), a name shared by everyone who lives there, never the person.
 */
import { sql, type Kysely } from 'kysely';
import { jurisdictionOf, type Jurisdiction } from '../law/jurisdictions';
import { crisisCounted } from '../metrics/chat-events';
import type { CrisisAssessment } from './classifier';

export type ReferralCategory = CrisisAssessment['categories'][number] | 'questionnaire';

export interface Referral {
  level: CrisisAssessment['level'];
  categories: readonly ReferralCategory[];
}

/**
 * Adds one to today's (UTC) count for each category of a crisis and for 'all', in the jurisdiction given ('unknown' when not
 * said); does nothing when there is no crisis.
 */
export async function recordReferral<Database>(
  db: Kysely<Database>,
  assessment: Referral,
  jurisdiction: Jurisdiction = 'unknown',
): Promise<void> {
  const { level } = assessment;
  if (level === 'none' || assessment.categories.length === 0) return;
  crisisCounted(level);
  // 'all' counts the referral itself once, however many categories it has (migration 022).
  const categories = [...new Set(assessment.categories), 'all'];
  await sql`
    insert into safety_referrals (day, level, category, jurisdiction, count)
    select (now() at time zone 'utc')::date, ${level}, category, ${jurisdiction}, 1
    from unnest(${categories}::text[]) as category
    on conflict (day, level, category, jurisdiction) do update set count = safety_referrals.count + 1
  `.execute(db);
}

/** The jurisdiction of a user's referral counts, from the place on their profile ('unknown' without one). */
export async function jurisdictionOfUser<Database>(db: Kysely<Database>, userId: string): Promise<Jurisdiction> {
  const { rows } = await sql<{ country: string | null; region: string | null }>`
    select country, region from users where id = ${userId}
  `.execute(db);
  return rows[0] ? jurisdictionOf(rows[0]) : 'unknown';
}
