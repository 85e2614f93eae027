/**
 * Announced price changes. Plans' base prices live in plans.ts; a change is stored with the moment it takes
 * effect, which must be at least 10 days after it is announced: the server refuses anything
 * shorter, and the table's check constraint refuses it again should anything else try.
 */
import type { DatabaseOrTransaction, PlanPriceChangeRow } from '../db/schema';
import { purchasablePlan, type PlanDefinition } from './plans';

export const PRICE_CHANGE_NOTICE_DAYS = 10;
const dayMs = 24 * 60 * 60 * 1000;

export class PriceChangeRefused extends Error {
  override name = 'PriceChangeRefused';
}

export interface PriceChangeRequest {
  planId: string;
  amountCents: number;
  effectiveAt: Date;
}

export async function announcePriceChange(
  db: DatabaseOrTransaction,
  request: PriceChangeRequest,
  now: Date = new Date(),
): Promise<PlanPriceChangeRow> {
  const plan = purchasablePlan(request.planId);
  if (!plan) throw new PriceChangeRefused(`There is no paid plan "${request.planId}".`);
  if (!Number.isInteger(request.amountCents) || request.amountCents < 0) {
    throw new PriceChangeRefused('The new price must be a whole number of cents, 0 or more.');
  }
  const noticeDays = (request.effectiveAt.getTime() - now.getTime()) / dayMs;
  if (!(noticeDays >= PRICE_CHANGE_NOTICE_DAYS)) {
    throw new PriceChangeRefused(
      `A price change needs at least ${PRICE_CHANGE_NOTICE_DAYS} days' notice; ` +
        `${request.effectiveAt.toISOString()} is only ${Math.max(0, noticeDays).toFixed(1)} days away.`,
    );
  }
  return db
    .insertInto('planPriceChanges')
    .values({
      planId: plan.id,
      amountCents: request.amountCents,
      currency: plan.currency,
      announcedAt: now,
      effectiveAt: request.effectiveAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface PlanPricing {
  amountCents: number;
  /** The next announced change not yet in effect, if any. */
  upcoming: PlanPriceChangeRow | null;
}

/** Each plan's price now (the latest change in effect, else the base price) and its next announced change. */
export async function planPricing(
  db: DatabaseOrTransaction,
  plans: PlanDefinition[],
  now: Date,
): Promise<Map<string, PlanPricing>> {
  const changes = await db
    .selectFrom('planPriceChanges')
    .selectAll()
    .where(
      'planId',
      'in',
      plans.map((plan) => plan.id),
    )
    .orderBy('effectiveAt')
    .execute();
  return new Map(
    plans.map((plan) => {
      const ofPlan = changes.filter((change) => change.planId === plan.id);
      const inEffect = ofPlan.filter((change) => change.effectiveAt <= now).at(-1);
      const upcoming = ofPlan.find((change) => change.effectiveAt > now) ?? null;
      return [plan.id, { amountCents: inEffect?.amountCents ?? plan.amountCents, upcoming }];
    }),
  );
}
