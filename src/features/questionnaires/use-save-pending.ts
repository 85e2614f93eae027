import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { unwrap } from '../../lib/api-errors';
import { questionnaireHistoryQuery } from '../../lib/queries/ptests';
import { forgetPending, readPending } from './kept-answers';

/**
 * Saves the questionnaires a visitor completed before signing up, once they are signed in: each is submitted as
 * a stored response, then forgotten here. One that fails stays for a later try (another visit in this tab).
 * Run for every confirmed session by PendingResultsSaver (mounted once for the app), and by the history, which waits
 * for it. A query, so that every component asking at once (and React's double effects) shares one run: the same
 * response is never stored twice. Answers `true` while saving, so a history shown beside it waits for them.
 */
export function useSavePending(signedIn: boolean): boolean {
  const queryClient = useQueryClient();
  const save = useQuery({
    queryKey: ['questionnairePendingSave'] as const,
    enabled: signedIn && readPending().length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      let saved = 0;
      for (const item of readPending()) {
        try {
          await unwrap(apiClient.ptests.submitResponse({ params: { id: item.testId }, body: { answers: item.answers } }));
          forgetPending(item.testId);
          saved += 1;
        } catch (error) {
          console.warn(`A kept questionnaire result could not be saved yet: ${String(error)}`);
        }
      }
      await queryClient.invalidateQueries({ queryKey: questionnaireHistoryQuery().queryKey });
      return saved;
    },
  });
  return save.isFetching;
}
