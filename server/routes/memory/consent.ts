import type { PrivacyConsent as ConsentBody } from '../../../src/contract/memory';
import { contract } from '../../../src/contract/contract';
import type { PrivacyConsent } from '../../ai/memory/memory-store';
import { byOwner, recordAccess } from '../../audit/audit-log';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { s } from '../ts-rest';

function consentBody(
  deps: RouteDeps,
  consent: PrivacyConsent,
  modelConsentAt: Date | null,
  forgotten?: number,
): ConsentBody {
  const remote = deps.config.ai.remote;
  return {
    memory: consent.memoryConsentAt !== null,
    memoryConsentedAt: consent.memoryConsentAt?.toISOString() ?? null,
    outsideModelHost: remote ? new URL(remote.baseUrl).host : null,
    outsideModel: modelConsentAt !== null,
    outsideModelConsentedAt: modelConsentAt?.toISOString() ?? null,
    ...(forgotten === undefined ? {} : { forgotten }),
  };
}

/** A consent given or withdrawn, kept in the append-only log: the profile keeps only the current choice. */
const consentChange = (accountId: string, resource: 'memory-consent' | 'outside-model-consent', given: boolean) =>
  byOwner(accountId, 'update', resource, given ? 'given' : 'withdrawn');

const notFound = { status: 404, body: { message: 'That profile was not found.' } } as const;

/** The caller's privacy choices: memory across sessions and the outside model, both off until turned on. */
export const getConsent = (deps: RouteDeps) =>
  s.route(contract.memory.getConsent, async ({ request }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const consent = await deps.chat.memory.consent(caller.user.id);
    const modelConsentAt = await deps.chat.modelConsent.consentedAt(caller.user.id);
    if (!consent || modelConsentAt === undefined) return notFound;
    return { status: 200, body: consentBody(deps, consent, modelConsentAt) };
  });

/** Turns memory on or off; off deletes what is remembered, and the caller's live sessions forget it at once. */
export const putConsent = (deps: RouteDeps) =>
  s.route(contract.memory.putConsent, async ({ request, body }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const changed = await deps.chat.memory.setConsent(caller.user.id, body.memory);
    const modelConsentAt = await deps.chat.modelConsent.consentedAt(caller.user.id);
    if (!changed || modelConsentAt === undefined) return notFound;
    if (!body.memory) await recordAccess(deps, request.log, byOwner(caller.user.id, 'delete', 'memory'));
    await recordAccess(deps, request.log, consentChange(caller.user.id, 'memory-consent', body.memory));
    await deps.chat.service.refreshMemory(caller.user.id);
    return { status: 200, body: consentBody(deps, changed.consent, modelConsentAt, changed.forgotten) };
  });

/**
 * Lets the conversation go to the configured outside model, or stops it. The chat reads it per message, so the
 * next reply (and its safety second opinion) already follows the change.
 */
export const putModelConsent = (deps: RouteDeps) =>
  s.route(contract.memory.putModelConsent, async ({ request, body }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const modelConsentAt = await deps.chat.modelConsent.set(caller.user.id, body.outsideModel);
    const consent = await deps.chat.memory.consent(caller.user.id);
    if (!consent || modelConsentAt === undefined) return notFound;
    await recordAccess(deps, request.log, consentChange(caller.user.id, 'outside-model-consent', body.outsideModel));
    return { status: 200, body: consentBody(deps, consent, modelConsentAt) };
  });
