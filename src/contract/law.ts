import { z } from 'zod';
import { c, errors, IsoDateTime } from './common';
import { CountryCode, RegionCode } from './places';

/** One rule of the server's jurisdiction table (server/law/jurisdictions.ts), as the crisis protocol page lists it. */
export const LawRule = z.object({
  id: z.string(),
  law: z.string(),
  /** The table's place names: 'US-WA', 'CA-QC', 'CA' (Canada outside Quebec), 'EU', '*' (everywhere). */
  places: z.array(z.string()),
  from: IsoDateTime,
  inForce: z.boolean(),
  howDoroMeetsIt: z.string(),
});
export type LawRule = z.infer<typeof LawRule>;

export const ReferralFigures = z.object({
  year: z.number().int(),
  protocolVersion: z.string(),
  rows: z.array(
    z.object({
      month: z.string(),
      level: z.enum(['concern', 'urgent', 'imminent']),
      jurisdiction: z.string(),
      referrals: z.number().int(),
    }),
  ),
  totals: z.object({
    referrals: z.number().int(),
    byLevel: z.array(z.object({ level: z.enum(['concern', 'urgent', 'imminent']), referrals: z.number().int() })),
  }),
});
export type ReferralFigures = z.infer<typeof ReferralFigures>;

// Issue 20: public reads of the duties Doro owes by place, for the crisis protocol page and sign-up.
export const law = c.router({
  rules: {
    method: 'GET',
    path: '/law/rules',
    responses: { 200: z.object({ rules: z.array(LawRule) }) },
    summary: 'Each duty of the jurisdiction table, where it applies, from when, and how Doro meets it',
  },
  guardianAge: {
    method: 'GET',
    path: '/law/guardian-age',
    query: z.object({ country: CountryCode.optional(), region: RegionCode.optional() }).strict(),
    // Null: no guardian's consent is asked at any age from 13 in that place.
    responses: { 200: z.object({ underAge: z.number().int().nullable() }), ...errors(400) },
    summary: "Under which age a parent's or guardian's consent is needed before an account is created there",
  },
  referralFigures: {
    method: 'GET',
    path: '/law/referral-figures',
    responses: { 200: ReferralFigures },
    summary: "Last year's crisis referral counts by month, level and jurisdiction (no text, no identity)",
  },
});
