import { contract } from '../../../src/contract/contract';
import { byOwner, recordAccess } from '../../audit/audit-log';
import { sessionBody } from '../../chat/session-body';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { callerProfile } from './caller-profile';

const defaultLimit = 20;

/** Newest first, each with its summary; `before` pages back. */
export const prior = (deps: RouteDeps) =>
  s.route(contract.sessions.prior, async ({ request, query }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    await recordAccess(deps, request.log, byOwner(caller.user.id, 'read', 'prior-sessions'));
    const rows = await deps.chat.store.listSessions(caller.user.id, {
      limit: query.limit ?? defaultLimit,
      before: query.before ? new Date(query.before) : undefined,
    });
    return {
      status: 200,
      body: { sessions: rows.map((row) => sessionBody(row, deps.chat.store.decryptSummary(row))) },
    };
  });
