import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { callerProfile } from './caller-profile';

/** Minutes left this month by the server's clock, a session running right now included. */
export const remainingMinutes = (deps: RouteDeps) =>
  s.route(contract.sessions.remainingMinutes, async ({ request }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const { remainingSeconds } = await deps.chat.store.allowance(caller.user.id);
    return { status: 200, body: { remainingSeconds, remainingMinutes: Math.floor(remainingSeconds / 60) } };
  });
