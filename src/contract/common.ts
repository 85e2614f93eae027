import { initContract } from '@ts-rest/core';
import { z } from 'zod';

// The one contract builder every resource router uses.
export const c = initContract();

// Every error answer has this body, so the client can always show `message`.
export const ErrorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const errorStatuses = [400, 401, 403, 404, 409, 429, 501] as const;
export type ErrorStatus = (typeof errorStatuses)[number];

/**
 * Declares the error statuses a route can answer, all with ErrorBody.
 * 501 marks routes the foundation serves as "not implemented yet" until a later issue fills them.
 */
export function errors<const S extends readonly ErrorStatus[]>(...statuses: S): { [K in S[number]]: typeof ErrorBody } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as {
    [K in S[number]]: typeof ErrorBody;
  };
}

// Dates travel as ISO 8601 strings (JSON has no date type); offsets are accepted so any server clock format parses.
export const IsoDateTime = z.string().datetime({ offset: true });

export const Email = z.string().trim().toLowerCase().email().max(254);

// Firebase uids are at most 128 characters.
export const Uid = z.string().min(1).max(128);

export const SessionId = z.string().uuid();

// Questionnaire ids are the reference table's ids: 'phq-9', 'gad-7', 'who-5', ...
export const PtestId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be a questionnaire id such as phq-9');

// A path inside this app to come back to after an outside page (payment, billing portal).
// Only same-site paths: never a full URL, never protocol-relative `//host`, so it cannot be an open redirect.
export const ReturnPath = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])[A-Za-z0-9\-._~/?=&%]*$/, 'must be a path inside Doro, starting with /');

// A revocable, expiring read-only link (session summaries, progress summaries).
export const ShareLink = z.object({
  id: z.string().uuid(),
  url: z.string().url(),
  createdAt: IsoDateTime,
  expiresAt: IsoDateTime,
  revokedAt: IsoDateTime.nullable(),
});
export type ShareLink = z.infer<typeof ShareLink>;

export const ShareLinkRequest = z
  .object({
    // Short by default: a link in someone else's hands should not live forever.
    expiresInDays: z.number().int().min(1).max(90).default(7),
  })
  .strict();
