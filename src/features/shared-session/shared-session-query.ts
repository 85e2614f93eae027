import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { ApiError, unwrap } from '../../lib/api-errors';

/** A shared session summary, by its link's token. Public: no sign-in is needed, so none is sent. */
export const sharedSessionQuery = (token: string) =>
  queryOptions({
    queryKey: ['sharedSession', token] as const,
    queryFn: ({ signal }) => unwrap(apiClient.sharedSessions.get({ params: { token }, fetchOptions: { signal } })),
    // A dead link stays dead: asking again would only delay the message.
    retry: (failures, error) => !(error instanceof ApiError && error.status !== undefined) && failures < 2,
  });
