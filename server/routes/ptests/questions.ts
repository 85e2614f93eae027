import { contract } from '../../../src/contract/contract';
import { findTest, questionsOf } from '../../questionnaires/store';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { ptestNotFound } from './not-found';

export const questions = ({ db }: RouteDeps) =>
  s.route(contract.ptests.questions, async ({ params }) => {
    if (!(await findTest(db, params.id))) return ptestNotFound(params.id);
    return { status: 200, body: { questions: await questionsOf(db, params.id) } };
  });
