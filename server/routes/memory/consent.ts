import type { PrivacyConsent as ConsentBody } from '../../../src/contract/memory';
import { contract } from '../../../src/contract/contract';
import type { PrivacyConsent } from '../../ai/memory/memory-store';
import { byOwner, recordAccess } from '../../audit/audit-log';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { s } from '../ts-rest';

function consentBody(deps: RouteDeps, consent: PrivacyConsent, forgotten?: number): ConsentBody {
  const remote = deps.config.ai.remote;
  return {
    memory: consent.memoryConsentAt !== null,
    memoryConsentedAt: consent.memoryConsentAt?.toISOString() ?? null,
    outsideModelHost: remote ? new URL(remote.baseUrl).host : null,
    ...(forgotten === undefined ? {} : { forgotten }),
  };
}

/** Whether the caller has memory across sessions on (off until they turn it on), and where replies are written. */
export const getConsent = (deps: RouteDeps) =>
  s.route(contract.memory.getConsent, async ({ request }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const consent = await deps.chat.memory.consent(caller.user.id);
    if (!consent) return { status: 404, body: { message: 'That profile was not found.' } };
    return { status: 200, body: consentBody(deps, consent) };
  });

/** Turns memory on or off; off deletes what is remembered, and the caller's live sessions forget it at once. */
export const putConsent = (deps: RouteDeps) =>
  s.route(contract.memory.putConsent, async ({ request, body }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const changed = await deps.chat.memory.setConsent(caller.user.id, body.memory);
    if (!changed) return { status: 404, body: { message: 'That profile was not found.' } };
    if (!body.memory) await recordAccess(deps, request.log, byOwner(caller.user.id, 'delete', 'memory'));
    await deps.chat.service.refreshMemory(caller.user.id);
    return { status: 200, body: consentBody(deps, changed.consent, changed.forgotten) };
  });
