/**
 * Where a person lives, as sign-up and /profile ask it (issue 20): a country (ISO 3166-1 alpha-2) and, in Canada and
 * the United States, the province or state (ISO 3166-2 subdivision code, without the country). The duties each place
 * brings are the server's (server/law/jurisdictions.ts); this file only names places.
 */
import { z } from 'zod';
import { COUNTRY_CODES, regionsOf } from './place-names';

export {
  CANADIAN_PROVINCES,
  COUNTRY_CODES,
  GUARDIAN_ATTESTATION,
  GUARDIAN_ATTESTATIONS,
  regionsOf,
  US_STATES,
} from './place-names';

export const CountryCode = z
  .string()
  .refine((code) => COUNTRY_CODES.includes(code), 'must be a two-letter country code such as CA');
export const RegionCode = z.string().regex(/^[A-Z0-9]{1,3}$/, 'must be a province or state code such as QC');

/**
 * A place as the person gives it; both null is "I'd rather not say" (the strictest duties apply). A region is
 * needed in Canada and the United States and must be one of theirs; elsewhere there is none.
 */
export const Place = z
  .object({ country: CountryCode.nullable(), region: RegionCode.nullable() })
  .strict()
  .superRefine((place, context) => {
    const regions = regionsOf(place.country);
    if (regions.length > 0 && !regions.some(([code]) => code === place.region))
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['region'],
        message: place.country === 'CA' ? 'must be a Canadian province or territory' : 'must be a US state',
      });
    if (regions.length === 0 && place.region !== null)
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['region'],
        message: 'is only asked in Canada and the US',
      });
  });
export type Place = z.infer<typeof Place>;

export const GuardianConsent = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: z.string().trim().toLowerCase().email().max(254),
    attested: z.literal(true),
    // The language the guardian read the attestation in (issue 21): the record keeps that text. English if absent.
    language: z.enum(['en', 'fr-CA']).optional(),
  })
  .strict();
export type GuardianConsent = z.infer<typeof GuardianConsent>;
