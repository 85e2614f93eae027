/**
 * Referral counts (issue 5): each crisis the safety layer meets adds one to today's count for its level and each of
 * its categories. The table (migration 005) holds counts only: no text, no identity. The chat service calls this on
 * every crisis; questionnaire results that flag risk can too, with the category 'questionnaire'.
 */
import { sql, type Kysely } from 'kysely';
import type { CrisisAssessment } from './classifier';

export type ReferralCategory = CrisisAssessment['categories'][number] | 'questionnaire';

export interface Referral {
  level: CrisisAssessment['level'];
  categories: readonly ReferralCategory[];
}

/** Adds one to today's (UTC) count for each category of a crisis; does nothing when there is no crisis. */
export async function recordReferral<Database>(db: Kysely<Database>, assessment: Referral): Promise<void> {
  const { level } = assessment;
  if (level === 'none' || assessment.categories.length === 0) return;
  const categories = [...new Set(assessment.categories)];
  await sql`
    insert into safety_referrals (day, level, category, count)
    select (now() at time zone 'utc')::date, ${level}, category, 1
    from unnest(${categories}::text[]) as category
    on conflict (day, level, category) do update set count = safety_referrals.count + 1
  `.execute(db);
}
