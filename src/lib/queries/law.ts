import { queryOptions } from '@tanstack/react-query';
import type { Place } from '../../contract/places';
import { unwrap } from '../api-errors';

// The API client (with the contract's schemas) is fetched by the first of these queries to run, not with the page:
// the sign-up form asks the guardian rule only once a place and an age are given.
const client = () => import('../api-client').then((module) => module.apiClient);

/** Under which age a guardian's consent is needed where the person lives (the strictest rule when not said). */
export const guardianAgeQuery = (place: Place) =>
  queryOptions({
    queryKey: ['law', 'guardianAge', place.country, place.region] as const,
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          (await client()).law.guardianAge({
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
    queryFn: async ({ signal }) => (await unwrap((await client()).law.rules({ fetchOptions: { signal } }))).rules,
    staleTime: 60 * 60 * 1000,
  });

/** Last year's crisis referral counts, published as Washington asks. */
export const referralFiguresQuery = () =>
  queryOptions({
    queryKey: ['law', 'referralFigures'] as const,
    queryFn: async ({ signal }) => unwrap((await client()).law.referralFigures({ fetchOptions: { signal } })),
    staleTime: 60 * 60 * 1000,
  });
