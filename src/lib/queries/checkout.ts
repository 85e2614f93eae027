import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { unwrap } from '../api-errors';

/** The active subscription or null, key `activeSubscription`. */
export const activeSubscriptionQuery = () =>
  queryOptions({
    queryKey: ['activeSubscription'] as const,
    queryFn: async ({ signal }) =>
      (await unwrap(apiClient.checkout.subscription({ fetchOptions: { signal } }))).subscription,
  });
