import { queryOptions } from '@tanstack/react-query';
import type { ChallengeProgress } from '../../contract/challenge';
import { unwrap } from '../../lib/api-errors';

// The API client (with the contract's schemas) is fetched when a signed-in person's progress is first read or saved:
// a visitor keeps it in the browser, and the page loads no zod for them.
const client = () => import('../../lib/api-client').then((module) => module.apiClient);

export const challengeProgressKey = ['challengeProgress'] as const;

/** The signed-in user's challenge progress (`GET /api/users/me/challenge-progress`). */
export const challengeProgressQuery = () =>
  queryOptions({
    queryKey: challengeProgressKey,
    queryFn: async ({ signal }) => unwrap((await client()).challenge.getProgress({ fetchOptions: { signal } })),
  });

export async function saveChallengeProgress(days: number[]): Promise<ChallengeProgress> {
  return unwrap((await client()).challenge.putProgress({ body: { completedDays: days } }));
}
