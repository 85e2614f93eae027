import { queryOptions } from '@tanstack/react-query';
import type { Place } from '../../contract/places';
import { apiClient } from '../api-client';
import { unwrap } from '../api-errors';

/** Under which age a guardian's consent is needed where the person lives (the strictest rule when not said). */
export const guardianAgeQuery = (place: Place) =>
  queryOptions({
    queryKey: ['law', 'guardianAge', place.country, place.region] as const,
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          apiClient.law.guardianAge({
            query: {
              ...(place.country ? { country: place.country } : {}),
              ...(place.region ? { region: place.region } : {}),
            },
            fetchOptions: { signal },
          }),
        )
      ).underAge,
    staleTime: 60 * 60 * 1000,
  });

/** Each duty of the server's jurisdiction table, for the crisis protocol page. */
export const lawRulesQuery = () =>
  queryOptions({
    queryKey: ['law', 'rules'] as const,
    queryFn: async ({ signal }) => (await unwrap(apiClient.law.rules({ fetchOptions: { signal } }))).rules,
    staleTime: 60 * 60 * 1000,
  });

/** Last year's crisis referral counts, published as Washington asks. */
export const referralFiguresQuery = () =>
  queryOptions({
    queryKey: ['law', 'referralFigures'] as const,
    queryFn: ({ signal }) => unwrap(apiClient.law.referralFigures({ fetchOptions: { signal } })),
    staleTime: 60 * 60 * 1000,
  });
