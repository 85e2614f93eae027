import { contract } from '../../../src/contract/contract';
import { listCategories, listTests } from '../../questionnaires/store';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';

export const list = ({ db }: RouteDeps) =>
  s.route(contract.ptests.list, async () => {
    const [categories, tests] = await Promise.all([listCategories(db), listTests(db)]);
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
