import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { ApiError, unwrap } from '../../lib/api-errors';
import { currentLocale } from '../../lib/i18n/i18n';
import { questionnaireHistoryQuery } from '../../lib/queries/ptests';
import { forgetPending, readPending } from './kept-answers';

/**
 * Saves the questionnaires a visitor completed before signing up, once they are signed in: each is submitted as
 * a stored response, then forgotten here. One that fails for a passing reason (no answer, 408, 429, a 5xx) is tried
 * again with growing pauses (1 s, 2 s, 4 s... up to 30 s, RETRIES times) and when the browser comes back online; one
 * the server refuses outright (another 4xx) stays kept for a visit after the app is updated.
 * Run for every confirmed session by PendingResultsSaver (mounted once for the app), and by the history, which waits
 * for it. A query, so that every component asking at once (and React's double effects) shares one run: the same
 * response is never stored twice. Answers `true` while saving, so a history shown beside it waits for them.
 */
const RETRIES = 8;

/** Whether a failed save may pass on a later try: no answer at all, a timeout, a rate limit or a server fault. */
function passing(error: unknown): boolean {
  const status = error instanceof ApiError ? error.status : undefined;
  return status === undefined || status === 408 || status === 429 || status >= 500;
}

class SaveLater extends Error {
  override name = 'SaveLater';
}

export function useSavePending(signedIn: boolean): boolean {
  const queryClient = useQueryClient();
  const save = useQuery({
    queryKey: ['questionnairePendingSave'] as const,
    enabled: signedIn && readPending().length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => error instanceof SaveLater && failures < RETRIES,
    retryDelay: (failures) => Math.min(1000 * 2 ** failures, 30_000),
    refetchOnReconnect: true,
    queryFn: async () => {
      let saved = 0;
      let later = 0;
      for (const item of readPending()) {
        try {
          await unwrap(
            apiClient.ptests.submitResponse({
              params: { id: item.testId },
              query: { lang: currentLocale() },
              body: { answers: item.answers },
            }),
          );
          forgetPending(item.testId);
          saved += 1;
        } catch (error) {
          console.warn(`A kept questionnaire result could not be saved yet: ${String(error)}`);
          if (passing(error)) later += 1;
        }
      }
      if (saved > 0) await queryClient.invalidateQueries({ queryKey: questionnaireHistoryQuery().queryKey });
      if (later > 0) throw new SaveLater(`${later} kept questionnaire result(s) to save on a later try`);
      return saved;
    },
  });
  return save.isFetching;
}
