/**
 * The billing tables as TypeScript sees them (migration 007). Kept beside the billing code rather than in
 * server/db/schema.ts; `billingDb` widens the app's Kysely handle with them.
 */
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type CreatedNow = ColumnType<Date, never, never>;

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';
export type PaymentMode = 'stripe' | 'test';

export interface SubscriptionsTable {
  userId: string;
  planId: string;
  status: SubscriptionStatus;
  mode: PaymentMode;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: Generated<boolean>;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  createdAt: CreatedNow;
  updatedAt: ColumnType<Date, never, Date>;
}
export type SubscriptionRow = Selectable<SubscriptionsTable>;

export interface CheckoutSessionsTable {
  id: string;
  userId: string;
  planId: string;
  mode: PaymentMode;
  status: Generated<'open' | 'complete'>;
  returnPath: string | null;
  createdAt: CreatedNow;
  completedAt: Date | null;
}
export type CheckoutSessionRow = Selectable<CheckoutSessionsTable>;

export interface BillingEventsTable {
  eventId: string;
  type: string;
  userId: string | null;
  receivedAt: CreatedNow;
}

export interface PlanPriceChangesTable {
  id: Generated<string>;
  planId: string;
  amountCents: number;
  currency: string;
  announcedAt: Date;
  effectiveAt: Date;
}
export type PlanPriceChangeRow = Selectable<PlanPriceChangesTable>;

export interface PromoCodesTable {
  code: string;
  grantedSeconds: number;
  grantedSessions: number;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  redemptionCount: Generated<number>;
  createdAt: CreatedNow;
}

export interface PromoRedemptionsTable {
  code: string;
  userId: string;
  periodStart: string;
  grantedSeconds: number;
  grantedSessions: number;
  redeemedAt: CreatedNow;
}

export type BillingTables = {
  subscriptions: SubscriptionsTable;
  checkoutSessions: CheckoutSessionsTable;
  billingEvents: BillingEventsTable;
  planPriceChanges: PlanPriceChangesTable;
  promoCodes: PromoCodesTable;
  promoRedemptions: PromoRedemptionsTable;
  progressShares: ProgressSharesTable;
};

export type BillingDatabase = Database & BillingTables;
export type BillingDb = Kysely<BillingDatabase> | Transaction<BillingDatabase>;

export function billingDb(db: Kysely<Database>): Kysely<BillingDatabase> {
  return db.withTables<BillingTables>();
}

export interface ProgressSharesTable {
  id: Generated<string>;
  userId: string;
  tokenHash: Buffer;
  include: Array<'questionnaires' | 'sessions'>;
  createdAt: CreatedNow;
  expiresAt: Date;
  revokedAt: Date | null;
}
export type ProgressShareRow = Selectable<ProgressSharesTable>;
