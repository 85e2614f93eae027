import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { engagementRewardsWithheld, engagementWithheldMessage } from '../../law/minor-engagement';
import { storesFor } from '../../stores';
import { noProfileMessage } from '../users/user-body';
import { progressBody } from './progress-body';

/** Replaces the caller's challenge progress with the set sent (the contract has checked each day and no repeats). */
export const putProgress = (deps: RouteDeps) =>
  s.route(contract.challenge.putProgress, async ({ request, body }) => {
    const { challenge } = storesFor(deps);
    const uid = signedInUser(request).uid;
    const completedDays = body.completedDays.toSorted((a, b) => a - b);
    // Nothing is kept for someone under 18: refused before anything is written.
    const person = await challenge.personOf(uid);
    if (person && engagementRewardsWithheld(person.ageBand, person.where)) {
      return { status: 403, body: { message: engagementWithheldMessage } };
    }
    const row = await challenge.replace(uid, completedDays);
    // Nothing written: there is no profile for this account.
    if (!row) return { status: 404, body: { message: noProfileMessage } };
    return { status: 200, body: progressBody(row) };
  });
