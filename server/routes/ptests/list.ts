import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';

export const list = ({ questionnaires }: RouteDeps) =>
  s.route(contract.ptests.list, async () => {
    const [categories, tests] = await Promise.all([questionnaires.listCategories(), questionnaires.listTests()]);
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
