import { contract } from '../../../src/contract/contract';
import { byOwner, recordAccess } from '../../audit/audit-log';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { s } from '../ts-rest';
import { planBody } from './plan-body';

/** The caller's safety plan, decrypted; null when they have not written one. */
export const get = (deps: RouteDeps) =>
  s.route(contract.safetyPlan.get, async ({ request }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    await recordAccess(deps, request.log, byOwner(caller.user.id, 'read', 'safety-plan'));
    const plan = await deps.safetyPlans.read(caller.user.id);
    return { status: 200, body: { plan: plan ? planBody(plan) : null } };
  });
