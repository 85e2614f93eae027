import { contract } from '../../../src/contract/contract';
import { SUPPORT_RATE_LIMIT_MESSAGE } from '../../../src/contract/support';
import type { VerifyIdToken } from '../../auth/types';
import { requestSubjects, tooManyRequests } from '../../http/rate-limit';
import { storesFor } from '../../stores';
import { withoutRowData } from '../../support/without-row-data';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { optionalCaller } from './optional-caller';

export interface ContactDeps extends RouteDeps {
  verifyIdToken: VerifyIdToken;
}

/**
 * Stores a message sent through the support form, encrypted (server/support/store.ts). Anyone may write; a
 * signed-in person's message is linked to the account. Limited per client address and per account at once
 * (server/http/rate-limit.ts), so neither a new address nor a new account opens the floodgates. What was written
 * is never logged: only the new message's id.
 */
export const contact = (deps: ContactDeps) => {
  const { verifyIdToken, config, support } = deps;
  const limiter = storesFor(deps).rateLimiter('support-contact', config.rateLimits.contact);
  return s.route(contract.support.contact, async ({ request, reply, body }) => {
    const caller = await optionalCaller(request, verifyIdToken);
    const slot = await limiter.take(requestSubjects(request, caller?.uid, true));
    if (!slot.allowed) return tooManyRequests(reply, slot.retryAfterSeconds, SUPPORT_RATE_LIMIT_MESSAGE);

    const outcome = await support
      .storeMessage(caller?.uid, {
        email: body.email,
        name: body.name || null,
        topic: body.topic ?? null,
        message: body.message,
      })
      .catch(async (error: unknown) => {
        // Not stored, so not counted: the person may well try again once the database is back.
        await slot.refund().catch(() => {});
        throw withoutRowData('Storing a support message', error);
      });

    request.log.info({ supportMessageId: outcome.stored.id, linked: outcome.linked }, 'support message stored');
    return {
      status: 201,
      body: {
        id: outcome.stored.id,
        receivedAt: outcome.stored.createdAt.toISOString(),
      },
    };
  });
};
