import { z } from 'zod';
import { CHALLENGE_DAY_COUNT } from './challenge-days';
import { c, errors, IsoDateTime } from './common';

export { CHALLENGE_DAY_COUNT };

// The server words range errors itself (server/http/validation-message.ts): "must be at least 1".
export const ChallengeDay = z.number().int().min(1).max(CHALLENGE_DAY_COUNT);

export const ChallengeProgress = z.object({
  /** Ascending, each day once. */
  completedDays: z.array(ChallengeDay),
  /** When the user last changed it; null before the first change. */
  updatedAt: IsoDateTime.nullable(),
  /**
   * True when the person is under 18 (issue 20): no progress is kept or sent (the days are empty), and the page shows
   * the practices without ticks, counts or praise. Absent otherwise.
   */
  progressWithheld: z.literal(true).optional(),
});
export type ChallengeProgress = z.infer<typeof ChallengeProgress>;

export const PutChallengeProgressBody = z
  .object({
    completedDays: z
      .array(ChallengeDay)
      .max(CHALLENGE_DAY_COUNT)
      .refine((days) => new Set(days).size === days.length, 'must list each day only once'),
  })
  .strict();
export type PutChallengeProgressBody = z.infer<typeof PutChallengeProgressBody>;

export const challenge = c.router({
  // 404: the token is valid but the profile was not created yet, as for GET /users/me/.
  getProgress: {
    method: 'GET',
    path: '/users/me/challenge-progress',
    responses: { 200: ChallengeProgress, ...errors(401, 404) },
    summary: 'The days of the wellbeing challenge the user has done',
  },
  // The whole set each time: idempotent, so a retried request or a second tab cannot double-count a day.
  putProgress: {
    method: 'PUT',
    path: '/users/me/challenge-progress',
    body: PutChallengeProgressBody,
    // 403: the person is under 18, and Doro keeps no progress for them.
    responses: { 200: ChallengeProgress, ...errors(400, 401, 403, 404) },
    summary: 'Replace the days of the wellbeing challenge the user has done',
  },
});
