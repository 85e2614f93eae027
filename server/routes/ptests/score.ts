import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { requestedLanguage } from '../../questionnaires/language';
import { checkAndScore } from './check-and-score';

/** Public: a logged-out visitor's result, scored by the same module as a stored one, and never stored. */
export const score = (deps: RouteDeps) =>
  s.route(contract.ptests.score, async ({ params, body, query, headers }) => {
    const outcome = await checkAndScore(
      deps,
      params.id,
      body.answers,
      requestedLanguage(query.lang, headers['accept-language']),
    );
    if (outcome.status !== 'scored') return outcome;
    return { status: 200, body: outcome.score };
  });
