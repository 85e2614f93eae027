import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { engagementRewardsWithheld } from '../../law/minor-engagement';
import { noProfileMessage } from '../users/user-body';
import { storesFor } from '../../stores';
import { progressBody } from './progress-body';

/**
 * The caller's challenge progress; someone who has not started has done no day yet (200, empty). Someone under 18
 * gets none of it, whatever is stored (server/law/minor-engagement.ts).
 */
export const getProgress = (deps: RouteDeps) =>
  s.route(contract.challenge.getProgress, async ({ request }) => {
    const row = await storesFor(deps).challenge.progressOf(signedInUser(request).uid);
    if (!row) return { status: 404, body: { message: noProfileMessage } };
    if (engagementRewardsWithheld(row.ageBand, row.where)) {
      return { status: 200, body: { ...progressBody(undefined), progressWithheld: true as const } };
    }
    return { status: 200, body: progressBody(row.progress) };
  });
