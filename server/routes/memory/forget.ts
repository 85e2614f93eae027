import { contract } from '../../../src/contract/contract';
import { byOwner, recordAccess } from '../../audit/audit-log';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { s } from '../ts-rest';

/** Doro forgets one earlier session. Someone else's memory is as absent as one that never existed. */
export const forget = (deps: RouteDeps) =>
  s.route(contract.memory.forget, async ({ request, params }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const forgotten = await deps.chat.memory.forget(caller.user.id, params.memoryId);
    if (!forgotten) return { status: 404, body: { message: 'That memory was not found.' } };
    await recordAccess(deps, request.log, byOwner(caller.user.id, 'delete', 'memory', params.memoryId));
    await deps.chat.service.refreshMemory(caller.user.id);
    return { status: 204, body: undefined };
  });
