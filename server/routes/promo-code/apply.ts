import { contract } from '../../../src/contract/contract';
import { billingFor, type Billing } from '../../billing/billing';
import { promoRefusalMessages } from '../../billing/promo-codes';
import { periodStart } from '../../chat/chat-store';
import { requestSubjects, tooManyRequests } from '../../http/rate-limit';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { s } from '../ts-rest';

const PROMO_RATE_LIMIT_MESSAGE = 'Too many promo code attempts. Please wait a minute before trying again.';

/** The configured seed code, saved once per process. */
function promoSetup(billing: Billing) {
  let ready: Promise<void> | undefined;
  return () =>
    (ready ??= (async () => {
      if (billing.config.promoSeed) await billing.store.savePromoCode(billing.config.promoSeed);
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
}

const describeGrant = (minutes: number, sessions: number) =>
  [
    minutes > 0 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : null,
    sessions > 0 ? `${sessions} session${sessions === 1 ? '' : 's'}` : null,
  ]
    .filter(Boolean)
    .join(' and ') || 'Nothing';

/**
 * Applies a promo code: credits its minutes and sessions to this month, once per user. Failed attempts count
 * against the caller's address and account at once; past the limit (10 a minute by default) every attempt gets 429,
 * even with the right code. Every attempt takes a slot first, so concurrent guesses cannot slip past the count, and
 * one that succeeds gives its slot back.
 */
export const apply = (deps: RouteDeps) => {
  const billing = billingFor(deps);
  const setup = promoSetup(billing);
  const limiter = storesFor(deps).rateLimiter('promo-code', deps.config.rateLimits.promoCode);
  return s.route(contract.promoCode.apply, async ({ request, reply, body }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    await setup();
    const slot = await limiter.take(requestSubjects(request, caller.user.firebaseUid, true));
    if (!slot.allowed) return tooManyRequests(reply, slot.retryAfterSeconds, PROMO_RATE_LIMIT_MESSAGE);
    const now = new Date();
    const result = await billing.store
      .redeemPromoCode({
        userId: caller.user.id,
        code: body.code,
        now,
        month: periodStart(now),
      })
      .catch(async (error: unknown) => {
        await slot.refund().catch(() => {});
        throw error;
      });
    if (typeof result !== 'string') await slot.refund();
    if (typeof result === 'string') {
      return {
        status: result === 'unknown' ? 404 : 409,
        body: { message: promoRefusalMessages[result] },
      };
    }
    const grantedMinutes = Math.floor(result.grantedSeconds / 60);
    return {
      status: 200,
      body: {
        code: result.code,
        grantedMinutes,
        grantedSessions: result.grantedSessions,
        message: `${describeGrant(grantedMinutes, result.grantedSessions)} added to this month.`,
      },
    };
  });
};
