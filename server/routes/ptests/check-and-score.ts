import type { PtestAnswer, PtestLanguage, PtestScore } from '../../../src/contract/ptests';
import { checkAnswers } from '../../questionnaires/answers';
import { scoreAnswers } from '../../questionnaires/scoring';
import type { RouteDeps } from '../deps';
import { ptestNotFound } from './not-found';

/**
 * The one path from posted answers to a score, shared by the public scoring route and the stored responses: the
 * questionnaire must exist (404) and the answers fit its items (400) before anything is scored.
 */
export async function checkAndScore(
  { questionnaires }: RouteDeps,
  testId: string,
  posted: readonly PtestAnswer[],
  language: PtestLanguage = 'en',
): Promise<
  | ReturnType<typeof ptestNotFound>
  | { status: 400; body: { message: string } }
  | { status: 'scored'; score: PtestScore; answers: PtestAnswer[] }
> {
  const test = await questionnaires.findTest(testId, language);
  if (!test) return ptestNotFound(testId);
  // Checked against the English items: ids and values are the same in every language.
  const { questions } = await questionnaires.questionsOf(testId);
  const checked = checkAnswers(
    testId,
    questions.map((question) => ({
      id: question.id,
      position: question.position,
      allowedValues: question.options.map((option) => option.value),
    })),
    posted,
  );
  if (!checked.ok) return { status: 400, body: { message: checked.message } };
  return {
    status: 'scored',
    score: { testId, ...scoreAnswers(testId, checked.values, language), source: test.source },
    answers: checked.answers,
  };
}
