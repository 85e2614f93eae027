import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { callerProfile } from './caller-profile';

/** Sessions left this month on the free allowance (DORO_FREE_SESSIONS_PER_MONTH) until plans exist. */
export const remainingSessions = (deps: RouteDeps) =>
  s.route(contract.sessions.remainingSessions, async ({ request }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const allowance = await deps.chat.store.allowance(caller.user.id);
    return { status: 200, body: { remainingSessions: allowance.remainingSessions } };
  });
