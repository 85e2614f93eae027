/**
 * The wellbeing challenge has one small practice a day for this many days (the /challenge page). Apart from the
 * challenge's schemas (challenge.ts), so the page shows its days without loading zod.
 */
export const CHALLENGE_DAY_COUNT = 30;
