import { contract } from '../../../src/contract/contract';
import { billingFor, type Billing } from '../../billing/billing';
import { promoRefusalMessages, redeemPromoCode, savePromoCode } from '../../billing/promo-codes';
import { blockedFor, lockSubjects, PROMO_RATE_LIMIT_MESSAGE, recordFailure } from '../../billing/promo-rate-limit';
import { periodStart } from '../../chat/chat-store';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { clientAddressKey, subjectHash } from '../support/client-subject';
import { s } from '../ts-rest';

/** The rate limit's salt (made by migration 007) and the configured seed code, once per process. */
function promoSetup(billing: Billing) {
  let ready: Promise<Buffer> | undefined;
  return () =>
    (ready ??= (async () => {
      if (billing.config.promoSeed) await savePromoCode(billing.db, billing.config.promoSeed);
      const secret = await billing.db
        .selectFrom('serverSecrets')
        .select('value')
        .where('name', '=', 'promo-subject-salt')
        .executeTakeFirstOrThrow(
          () => new Error('The server secret promo-subject-salt is missing: have the migrations run?'),
        );
      return secret.value;
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
 * against the caller's address and account; past 10 in a minute every attempt gets 429 (promo-rate-limit.ts).
 */
export const apply = (deps: RouteDeps) => {
  const billing = billingFor(deps);
  const setup = promoSetup(billing);
  return s.route(contract.promoCode.apply, async ({ request, reply, body }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const salt = await setup();
    const subjects = [
      subjectHash(salt, 'address', clientAddressKey(request.ip)),
      subjectHash(salt, 'account', caller.user.firebaseUid),
    ];
    const now = new Date();
    const outcome = await billing.db.transaction().execute(async (trx) => {
      const locked = await lockSubjects(trx, subjects);
      const retryAfter = await blockedFor(trx, locked);
      if (retryAfter !== null) return { blocked: retryAfter } as const;
      const result = await redeemPromoCode(trx, {
        userId: caller.user.id,
        code: body.code,
        now,
        month: periodStart(now),
      });
      if (typeof result === 'string') await recordFailure(trx, locked);
      return { result } as const;
    });

    if ('blocked' in outcome) {
      reply.header('retry-after', String(outcome.blocked));
      return { status: 429, body: { message: PROMO_RATE_LIMIT_MESSAGE } };
    }
    const { result } = outcome;
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
