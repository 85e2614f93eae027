import { contract } from '../../../src/contract/contract';
import { byOwner, recordAccess } from '../../audit/audit-log';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { s } from '../ts-rest';

/** Deletes the caller's plan; deleting one that is not there is no error (there is none afterwards either way). */
export const deletePlan = (deps: RouteDeps) =>
  s.route(contract.safetyPlan.delete, async ({ request }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    await recordAccess(deps, request.log, byOwner(caller.user.id, 'delete', 'safety-plan'));
    await deps.safetyPlans.remove(caller.user.id);
    return { status: 204, body: undefined };
  });
