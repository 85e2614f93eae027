import { contract } from '../../../src/contract/contract';
import { bandsFor, conditionalQuestionsFor, scoreRangeFor } from '../../questionnaires/scoring';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { ptestNotFound } from './not-found';

export const info = ({ questionnaires }: RouteDeps) =>
  s.route(contract.ptests.info, async ({ params }) => {
    const test = await questionnaires.findTest(params.id);
    if (!test) return ptestNotFound(params.id);
    const questions = await questionnaires.questionsOf(test.id);
    const idAt = (position: number) => questions.find((question) => question.position === position)?.id ?? '';
    return {
      status: 200,
      body: {
        id: test.id,
        category: test.categoryId,
        title: test.title,
        shortDescription: test.shortDescription,
        itemCount: questions.length,
        minutesToComplete: test.minutesToComplete,
        purpose: test.purpose,
        timeFrame: test.timeFrame,
        instructions: test.instructions,
        source: test.source,
        citation: test.citation,
        licenceNote: test.licenceNote,
        scoreRange: scoreRangeFor(test.id),
        bands: [...bandsFor(test.id)],
        conditionalQuestions: conditionalQuestionsFor(test.id, idAt),
      },
    };
  });
