import { contract } from '../../../src/contract/contract';
import { requestedLanguage } from '../../questionnaires/language';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';

export const list = ({ questionnaires }: RouteDeps) =>
  s.route(contract.ptests.list, async ({ query, headers }) => {
    const language = requestedLanguage(query.lang, headers['accept-language']);
    const [categories, tests] = await Promise.all([
      questionnaires.listCategories(language),
      questionnaires.listTests(language),
    ]);
    return {
      status: 200,
      body: {
        categories,
        tests: tests.map((test) => ({
          id: test.id,
          category: test.categoryId,
          title: test.title,
          shortDescription: test.shortDescription,
          itemCount: Number(test.itemCount),
          minutesToComplete: test.minutesToComplete,
        })),
      },
    };
  });
