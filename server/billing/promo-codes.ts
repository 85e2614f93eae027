/**
 * Promo codes: what a code grants, and redeeming it at most once per user, within its expiry and usage limit. The
 * code row is locked while a redemption is decided, so two people cannot both take the last use.
 */
import type { PromoSeed } from './billing-config';
import type { DatabaseOrTransaction } from '../db/schema';

export type PromoRefusal = 'unknown' | 'expired' | 'used-up' | 'already-used';

export interface PromoGrant {
  code: string;
  grantedSeconds: number;
  grantedSessions: number;
}

export const promoRefusalMessages: Record<PromoRefusal, string> = {
  unknown: 'That promo code does not exist. Check the spelling and try again.',
  expired: 'That promo code has expired.',
  'used-up': 'That promo code has been used as many times as it allows.',
  'already-used': 'You have already used that promo code.',
};

export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** Creates a code, or updates its grant and limits (admin use and the configured seed). */
export async function savePromoCode(db: DatabaseOrTransaction, promo: PromoSeed): Promise<void> {
  const values = {
    grantedSeconds: promo.grantedSeconds,
    grantedSessions: promo.grantedSessions,
    expiresAt: promo.expiresAt,
    maxRedemptions: promo.maxRedemptions,
  };
  await db
    .insertInto('promoCodes')
    .values({ code: normalizeCode(promo.code), ...values })
    .onConflict((conflict) => conflict.column('code').doUpdateSet(values))
    .execute();
}

/** Inside the caller's transaction: redeems the code for the user, or says why not. */
export async function redeemPromoCode(
  trx: DatabaseOrTransaction,
  input: { userId: string; code: string; now: Date; month: string },
): Promise<PromoGrant | PromoRefusal> {
  const code = normalizeCode(input.code);
  const promo = await trx.selectFrom('promoCodes').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
  if (!promo) return 'unknown';
  const used = await trx
    .selectFrom('promoRedemptions')
    .select('code')
    .where('code', '=', code)
    .where('userId', '=', input.userId)
    .executeTakeFirst();
  if (used) return 'already-used';
  if (promo.expiresAt && promo.expiresAt <= input.now) return 'expired';
  if (promo.maxRedemptions !== null && promo.redemptionCount >= promo.maxRedemptions) return 'used-up';
  await trx
    .insertInto('promoRedemptions')
    .values({
      code,
      userId: input.userId,
      periodStart: input.month,
      grantedSeconds: promo.grantedSeconds,
      grantedSessions: promo.grantedSessions,
    })
    .execute();
  await trx
    .updateTable('promoCodes')
    .set((eb) => ({ redemptionCount: eb('redemptionCount', '+', 1) }))
    .where('code', '=', code)
    .execute();
  return {
    code,
    grantedSeconds: promo.grantedSeconds,
    grantedSessions: promo.grantedSessions,
  };
}
