/** The billing tables (migration 007 and later) as TypeScript sees them; server/db/schema.ts gathers them. */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedNow } from '../schema';

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
