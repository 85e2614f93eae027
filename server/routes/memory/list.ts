import { contract } from '../../../src/contract/contract';
import { byOwner, recordAccess } from '../../audit/audit-log';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { s } from '../ts-rest';
import { memoryBody } from './memory-body';

/** Everything Doro remembers of the caller, newest first. */
export const list = (deps: RouteDeps) =>
  s.route(contract.memory.list, async ({ request }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    await recordAccess(deps, request.log, byOwner(caller.user.id, 'read', 'memory'));
    // Everything stored, memory on or off: the person sees (and can delete) what is kept.
    const items = await deps.chat.memory.stored(caller.user.id);
    return { status: 200, body: { items: items.map(memoryBody) } };
  });
