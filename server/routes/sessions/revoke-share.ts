import { contract } from '../../../src/contract/contract';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { callerProfile, sessionNotFound } from './caller-profile';

export const revokeShare = (deps: RouteDeps) =>
  s.route(contract.sessions.revokeShare, async ({ request, params }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const session = await deps.chat.store.sessionOf(caller.user.id, params.sessionId);
    if (!session) return sessionNotFound;
    await storesFor(deps).sessionShares.revokeAll(session.id);
    return { status: 204, body: undefined };
  });
