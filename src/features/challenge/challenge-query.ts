import { queryOptions } from '@tanstack/react-query';
import type { ChallengeProgress } from '../../contract/challenge';
import { apiClient } from '../../lib/api-client';
import { unwrap } from '../../lib/api-errors';

export const challengeProgressKey = ['challengeProgress'] as const;

/** The signed-in user's challenge progress (`GET /api/users/me/challenge-progress`). */
export const challengeProgressQuery = () =>
  queryOptions({
    queryKey: challengeProgressKey,
    queryFn: ({ signal }) => unwrap(apiClient.challenge.getProgress({ fetchOptions: { signal } })),
  });

export function saveChallengeProgress(days: number[]): Promise<ChallengeProgress> {
  return unwrap(apiClient.challenge.putProgress({ body: { completedDays: days } }));
}
