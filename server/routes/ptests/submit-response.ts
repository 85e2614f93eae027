import { contract } from '../../../src/contract/contract';
import { callerProfile } from '../sessions/caller-profile';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { requestedLanguage } from '../../questionnaires/language';
import { checkAndScore } from './check-and-score';
import { responseBody } from './response-body';

/** Checks, scores and stores one response; nothing is stored unless every check passed. */
export const submitResponse = (deps: RouteDeps) =>
  s.route(contract.ptests.submitResponse, async ({ request, params, body, query, headers }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const outcome = await checkAndScore(
      deps,
      params.id,
      body.answers,
      requestedLanguage(query.lang, headers['accept-language']),
    );
    if (outcome.status !== 'scored') return outcome;
    const { score } = outcome;
    const row = await deps.questionnaires.insertResponse({
      userId: caller.user.id,
      testId: score.testId,
      totalScore: score.totalScore,
      severity: score.severity,
      flags: score.flags,
      interpretation: score.interpretation,
      answers: outcome.answers,
    });
    return { status: 201, body: responseBody(row, score.source) };
  });
