import { contract } from '../../../src/contract/contract';
import { byOwner, recordAccess } from '../../audit/audit-log';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { s } from '../ts-rest';
import { memoryBody } from './memory-body';

/** The person corrects what Doro remembers of one session. Someone else's memory is as absent as a missing one. */
export const edit = (deps: RouteDeps) =>
  s.route(contract.memory.edit, async ({ request, params, body }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const item = await deps.chat.memory.edit(caller.user.id, params.memoryId, body.summary);
    if (!item) return { status: 404, body: { message: 'That memory was not found.' } };
    await recordAccess(deps, request.log, byOwner(caller.user.id, 'update', 'memory', params.memoryId));
    await deps.chat.service.refreshMemory(caller.user.id);
    return { status: 200, body: memoryBody(item) };
  });
