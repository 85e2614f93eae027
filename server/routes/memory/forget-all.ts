import { contract } from '../../../src/contract/contract';
import { byOwner, recordAccess } from '../../audit/audit-log';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { s } from '../ts-rest';

/** Doro forgets every earlier session, a live session included; the sessions themselves stay. */
export const forgetAll = (deps: RouteDeps) =>
  s.route(contract.memory.forgetAll, async ({ request }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const forgotten = await deps.chat.memory.forgetAll(caller.user.id);
    await recordAccess(deps, request.log, byOwner(caller.user.id, 'delete', 'memory'));
    await deps.chat.service.refreshMemory(caller.user.id);
    return { status: 200, body: { forgotten } };
  });
