import { contract } from '../../../src/contract/contract';
import { byOwner, recordAccess } from '../../audit/audit-log';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { callerProfile, sessionNotFound } from './caller-profile';

/**
 * Deletes the session, its messages, feedback and share links (the foreign keys cascade). A live session is
 * stopped first, so no reply lands after it. The minutes it used stay used (chat_usage).
 */
export const deleteSession = (deps: RouteDeps) =>
  s.route(contract.sessions.delete, async ({ request, params }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const session = await deps.chat.store.sessionOf(caller.user.id, params.sessionId);
    if (!session) return sessionNotFound;
    await recordAccess(deps, request.log, byOwner(caller.user.id, 'delete', 'session', session.id));
    deps.chat.service.forget(session.id);
    await deps.chat.store.deleteSession(session.id);
    return { status: 204, body: undefined };
  });
