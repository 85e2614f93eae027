import { contract } from '../../../src/contract/contract';
import { sessionBody } from '../../chat/session-body';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { callerProfile } from './caller-profile';

export const last = (deps: RouteDeps) =>
  s.route(contract.sessions.last, async ({ request }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const row = await deps.chat.store.latestSession(caller.user.id);
    return {
      status: 200,
      body: { session: row ? sessionBody(row, deps.chat.store.decryptSummary(row)) : null },
    };
  });
