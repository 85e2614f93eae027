import { queryOptions } from '@tanstack/react-query';
import { ApiError, unwrap } from '../api-errors';
import { readPtestList } from '../public-read';

// The API client (with the contract's schemas) is fetched by the first query that needs it: the questionnaire list
// (/database, the landing page's first screen) reads without it.
const client = () => import('../api-client').then((module) => module.apiClient);

// An unknown questionnaire (404) or a bad id (400) will not appear on a retry: only failures without an answer are
// tried again.
const retryUnlessAnswered = (failures: number, error: Error) =>
  failures < 2 && !(error instanceof ApiError && error.status !== undefined && error.status < 500);

/**
 * The questionnaire categories and the questionnaires, key `categories`; with a category id (key
 * `['categories', id]`) only that category's questionnaires.
 */
export const categoriesQuery = (categoryId?: string) =>
  queryOptions({
    queryKey: categoryId === undefined ? (['categories'] as const) : (['categories', categoryId] as const),
    queryFn: async ({ signal }) => {
      const list = await readPtestList(signal);
      if (categoryId === undefined) return list;
      return {
        categories: list.categories.filter((category) => category.id === categoryId),
        tests: list.tests.filter((test) => test.category === categoryId),
      };
    },
  });

/** What a questionnaire measures, its source and licence, key `['questionnaireData', id]`. */
export const questionnaireDataQuery = (id: string) =>
  queryOptions({
    queryKey: ['questionnaireData', id] as const,
    queryFn: async ({ signal }) => unwrap((await client()).ptests.info({ params: { id }, fetchOptions: { signal } })),
    // Published instruments do not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessAnswered,
  });

/** The items of a questionnaire in order, key `['questionnaireTestData', id]`. */
export const questionnaireTestDataQuery = (id: string) =>
  queryOptions({
    queryKey: ['questionnaireTestData', id] as const,
    queryFn: async ({ signal }) =>
      (await unwrap((await client()).ptests.questions({ params: { id }, fetchOptions: { signal } }))).questions,
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessAnswered,
  });

/** The signed-in user's questionnaire results, oldest first, key `questionnaireHistory` (trend charts, export). */
export const questionnaireHistoryQuery = () =>
  queryOptions({
    queryKey: ['questionnaireHistory'] as const,
    queryFn: async ({ signal }) =>
      (await unwrap((await client()).ptests.history({ fetchOptions: { signal } }))).responses,
  });
