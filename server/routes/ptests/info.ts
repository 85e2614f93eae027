import { contract } from '../../../src/contract/contract';
import { requestedLanguage } from '../../questionnaires/language';
import { bandsFor, conditionalQuestionsFor, scoreRangeFor } from '../../questionnaires/scoring';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { ptestNotFound } from './not-found';

export const info = ({ questionnaires }: RouteDeps) =>
  s.route(contract.ptests.info, async ({ params, query, headers }) => {
    const language = requestedLanguage(query.lang, headers['accept-language']);
    const test = await questionnaires.findTest(params.id, language);
    if (!test) return ptestNotFound(params.id);
    // The stem goes with the items: in French only when the items are.
    const [{ language: itemsLanguage, questions }, english] = await Promise.all([
      questionnaires.questionsOf(test.id, language),
      language === 'en' ? undefined : questionnaires.findTest(params.id),
    ]);
    const idAt = (position: number) => questions.find((question) => question.position === position)?.id ?? '';
    return {
      status: 200,
      body: {
        id: test.id,
        category: test.categoryId,
        title: test.title,
        shortDescription: test.shortDescription,
        itemCount: questions.length,
        itemsLanguage,
        minutesToComplete: test.minutesToComplete,
        purpose: test.purpose,
        timeFrame: test.timeFrame,
        instructions: itemsLanguage === language ? test.instructions : (english?.instructions ?? test.instructions),
        source: test.source,
        citation: test.citation,
        licenceNote: test.licenceNote,
        scoreRange: scoreRangeFor(test.id),
        bands: [...bandsFor(test.id, language)],
        conditionalQuestions: conditionalQuestionsFor(test.id, idAt),
      },
    };
  });
