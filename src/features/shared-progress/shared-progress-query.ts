import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { ApiError, unwrap } from '../../lib/api-errors';

/** A shared progress summary, by its link's token (GET /api/shared-progress/:token). Public: the token is the key. */
export const sharedProgressQuery = (token: string) =>
  queryOptions({
    queryKey: ['sharedProgress', token] as const,
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.users.sharedProgress({
          params: { token },
          fetchOptions: { signal },
        }),
      ),
    // A dead link stays dead: asking again would only delay the message.
    retry: (failures, error) => !(error instanceof ApiError && error.status !== undefined) && failures < 2,
  });
