import { contract } from '../../../src/contract/contract';
import { requestedLanguage } from '../../questionnaires/language';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { ptestNotFound } from './not-found';

export const questions = ({ questionnaires }: RouteDeps) =>
  s.route(contract.ptests.questions, async ({ params, query, headers }) => {
    if (!(await questionnaires.findTest(params.id))) return ptestNotFound(params.id);
    const language = requestedLanguage(query.lang, headers['accept-language']);
    return { status: 200, body: { questions: (await questionnaires.questionsOf(params.id, language)).questions } };
  });
