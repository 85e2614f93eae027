import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { unwrap } from '../api-errors';

/** The SPA's run-time configuration (Firebase, analytics, pixel), fetched once per page load. */
export const clientConfigQuery = () =>
  queryOptions({
    queryKey: ['clientConfig'] as const,
    queryFn: ({ signal }) => unwrap(apiClient.clientConfig.get({ fetchOptions: { signal } })),
    staleTime: Number.POSITIVE_INFINITY,
  });
