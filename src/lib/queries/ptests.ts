import { queryOptions } from '@tanstack/react-query';
import { ApiError, unwrap } from '../api-errors';
import { currentLocale, type Locale } from '../i18n/i18n';
import { readPtestList } from '../public-read';

// The API client (with the contract's schemas) is fetched by the first query that needs it: the questionnaire list
// (/database, the landing page's first screen) reads without it.
const client = () => import('../api-client').then((module) => module.apiClient);

// An unknown questionnaire (404) or a bad id (400) will not appear on a retry: only failures without an answer are
// tried again.
const retryUnlessAnswered = (failures: number, error: Error) =>
  failures < 2 && !(error instanceof ApiError && error.status !== undefined && error.status < 500);

// The questionnaires come in the interface's language (issue 21): always asked for by name, as the browser's own
// Accept-Language may not be the one chosen. English keys are the agreed names; another language adds itself.
const inLanguage = (lang: Locale) => (lang === 'en' ? ([] as const) : ([{ lang }] as const));

/**
 * The questionnaire categories and the questionnaires, key `categories`; with a category id (key
 * `['categories', id]`) only that category's questionnaires.
 */
export const categoriesQuery = (categoryId?: string, lang: Locale = currentLocale()) =>
  queryOptions({
    queryKey:
      categoryId === undefined
        ? (['categories', ...inLanguage(lang)] as const)
        : (['categories', categoryId, ...inLanguage(lang)] as const),
    queryFn: async ({ signal }) => {
      const list = await readPtestList(lang, signal);
      if (categoryId === undefined) return list;
      return {
        categories: list.categories.filter((category) => category.id === categoryId),
        tests: list.tests.filter((test) => test.category === categoryId),
      };
    },
  });

/** What a questionnaire measures, its source and licence, key `['questionnaireData', id]`. */
export const questionnaireDataQuery = (id: string, lang: Locale = currentLocale()) =>
  queryOptions({
    queryKey: ['questionnaireData', id, ...inLanguage(lang)] as const,
    queryFn: async ({ signal }) =>
      unwrap((await client()).ptests.info({ params: { id }, query: { lang }, fetchOptions: { signal } })),
    // Published instruments do not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessAnswered,
  });

/** The items of a questionnaire in order, key `['questionnaireTestData', id]`. */
export const questionnaireTestDataQuery = (id: string, lang: Locale = currentLocale()) =>
  queryOptions({
    queryKey: ['questionnaireTestData', id, ...inLanguage(lang)] as const,
    queryFn: async ({ signal }) =>
      (await unwrap((await client()).ptests.questions({ params: { id }, query: { lang }, fetchOptions: { signal } })))
        .questions,
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
