import { contract } from '../../../src/contract/contract';
import { byOwner, recordAccess } from '../../audit/audit-log';
import { callerProfile } from '../sessions/caller-profile';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { responseBody } from './response-body';

/** The caller's results, oldest first, as they were given: for the trend charts and the export. */
export const history = (deps: RouteDeps) =>
  s.route(contract.ptests.history, async ({ request }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    await recordAccess(deps, request.log, byOwner(caller.user.id, 'read', 'questionnaire-history'));
    const [rows, sources] = await Promise.all([
      deps.questionnaires.responsesOf(caller.user.id),
      deps.questionnaires.listTestSources(),
    ]);
    return { status: 200, body: { responses: rows.map((row) => responseBody(row, sources.get(row.testId) ?? '')) } };
  });
