import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { s } from '../ts-rest';
import { planBody } from './plan-body';

/** Writes the caller's whole plan (the contract has checked every section and limit), replacing the one before. */
export const put = (deps: RouteDeps) =>
  s.route(contract.safetyPlan.put, async ({ request, body }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const plan = await deps.safetyPlans.save(caller.user.id, body);
    return { status: 200, body: { plan: planBody(plan) } };
  });
