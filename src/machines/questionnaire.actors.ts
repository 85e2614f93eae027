/**
 * The questionnaire machine's submission: with an account the response is stored (and scored) by
 * POST /users/me/ptests/{id}/responses; a visitor's answers are scored by the public POST /ptests/{id}/score, which
 * stores nothing. Both use the server's one scoring module.
 */
import { fromPromise } from 'xstate';
import { apiClient } from '../lib/api-client';
import { unwrap } from '../lib/api-errors';
import { currentLocale } from '../lib/i18n/i18n';
import type { QuestionnaireResult, SubmitAnswersInput } from './questionnaire.machine';

export const submitAnswers = fromPromise<QuestionnaireResult, SubmitAnswersInput>(({ input, signal }) => {
  // The interpretation comes in the interface's language; the score and flags are the same in every language.
  const request = {
    params: { id: input.testId },
    query: { lang: currentLocale() },
    body: { answers: input.answers },
    fetchOptions: { signal },
  };
  return input.store ? unwrap(apiClient.ptests.submitResponse(request)) : unwrap(apiClient.ptests.score(request));
});
