import { contract } from '../../../src/contract/contract';
import { byOwner, recordAccess } from '../../audit/audit-log';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { callerProfile, sessionNotFound } from './caller-profile';

/**
 * The whole conversation, decrypted, in seq order, each user message with the crisis the safety layer saw in it.
 * Only its owner ever gets it.
 */
export const transcript = (deps: RouteDeps) =>
  s.route(contract.sessions.transcript, async ({ request, params }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const session = await deps.chat.store.sessionOf(caller.user.id, params.sessionId);
    if (!session) return sessionNotFound;
    await recordAccess(deps, request.log, byOwner(caller.user.id, 'read', 'session-transcript', session.id));
    const turns = await deps.chat.store.turns(session.id);
    return {
      status: 200,
      body: {
        sessionId: session.id,
        messages: turns.map((turn) => ({
          seq: turn.seq,
          role: turn.role,
          text: turn.text,
          createdAt: turn.createdAt.toISOString(),
          ...(turn.crisis ? { crisis: turn.crisis } : {}),
        })),
      },
    };
  });
