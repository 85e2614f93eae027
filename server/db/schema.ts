/**
 * The database as TypeScript sees it. Columns are snake_case in PostgreSQL and camelCase here: Kysely's
 * CamelCasePlugin translates, so server code reads like the contract.
 */
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { AgeBand, Directiveness } from '../../src/contract/chat-socket';
import type { CrisisCategory, CrisisLevel } from '../../src/contract/crisis';
import type { SessionStatus } from '../../src/contract/sessions';
import type { UiLocale } from '../../src/contract/users';

import type {
  BillingEventsTable,
  CheckoutSessionsTable,
  PlanPriceChangesTable,
  PromoCodesTable,
  PromoRedemptionsTable,
  SubscriptionsTable,
} from './schema/billing';

// The billing tables' types are in schema/billing.ts, read through this file like every other table's.
export * from './schema/billing';

export type CreatedNow = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;

export interface UsersTable {
  id: Generated<string>;
  firebaseUid: ColumnType<string, string, never>;
  email: string;
  displayName: string | null;
  createdAt: CreatedNow;
  updatedAt: UpdatedAt;
  disclaimerAcceptedAt: Date | null;
  /** The last directiveness chosen (migration 004); null before the first session. */
  directiveness: Directiveness | null;
  /** The age band sign-up gave (migration 008); null for accounts made before it was asked. */
  ageBand: Generated<AgeBand | null>;
  /** Where the person lives (migration 020): ISO codes, null when not said; when they answered or skipped. */
  country: Generated<string | null>;
  region: Generated<string | null>;
  placeAnsweredAt: Generated<Date | null>;
  /** The interface language the person chose (migration 026); null while the browser's decides. */
  locale: Generated<UiLocale | null>;
}

export type UserRow = Selectable<UsersTable>;

export interface SupportMessagesTable {
  id: string;
  userId: string | null;
  /** Address, name, topic and message as JSON, encrypted and bound to the row (server/support/store.ts). */
  bodyCiphertext: Buffer;
  createdAt: CreatedNow;
}

export type SupportMessageRow = Selectable<SupportMessagesTable>;

export interface ServerSecretsTable {
  name: string;
  value: Buffer;
  createdAt: CreatedNow;
}

/** A session's status as stored: the contract's SESSION_STATUS codes (active, finished, paused, processing). */
export type ChatSessionStatusCode = SessionStatus;

export interface ChatSessionsTable {
  id: Generated<string>;
  userId: ColumnType<string, string, never>;
  status: ChatSessionStatusCode;
  directiveness: Directiveness;
  startedAt: CreatedNow;
  endedAt: Date | null;
  activeSeconds: Generated<number>;
  activeSince: Date | null;
  allowedSeconds: number;
  lastActivityAt: Generated<Date>;
  lastSeq: Generated<number>;
  summaryCiphertext: Buffer | null;
}

export type ChatSessionRow = Selectable<ChatSessionsTable>;

export interface ChatMessagesTable {
  sessionId: string;
  seq: number;
  clientId: string | null;
  role: 'user' | 'doro';
  replyTo: number | null;
  textCiphertext: Buffer;
  createdAt: CreatedNow;
  /** The crisis the safety layer saw in a user message (migration 014); both null otherwise. */
  crisisLevel: ColumnType<CrisisLevel | null, never, CrisisLevel>;
  crisisCategories: ColumnType<CrisisCategory[] | null, never, CrisisCategory[]>;
}

export type ChatMessageRow = Selectable<ChatMessagesTable>;

export interface CrisisPausesTable {
  sessionId: string; // A crisis pause (migration 024): which message, how urgent, when; no words.
  userId: string;
  seq: number;
  level: 'urgent' | 'imminent';
  pausedAt: CreatedNow;
  wentOnAt: Date | null;
}

export interface SessionFeedbackTable {
  sessionId: string;
  rating: number;
  commentCiphertext: Buffer | null;
  createdAt: CreatedNow;
  updatedAt: UpdatedAt;
}

/** One person's word on one of Doro's replies, named by session and seq (migration 016). */
export interface ReplyFeedbackTable {
  sessionId: string;
  seq: number;
  helpful: boolean;
  commentCiphertext: Buffer | null;
  createdAt: CreatedNow;
  updatedAt: UpdatedAt;
}

export interface SessionSharesTable {
  id: Generated<string>;
  sessionId: string;
  tokenHash: Buffer;
  createdAt: CreatedNow;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface ChatUsageTable {
  userId: string;
  /** The first day of the calendar month (UTC), as 'YYYY-MM-DD'. */
  periodStart: ColumnType<string, string, never>;
  sessionsStarted: Generated<number>;
  secondsUsed: Generated<number>;
}

/** A parent's or guardian's consent recorded before an account was created (migration 021). */
export interface GuardianConsentsTable {
  userId: string;
  guardianName: string;
  guardianEmail: string;
  attestation: string;
  jurisdiction: string;
  underAge: number;
  attestedAt: Date;
  createdAt: CreatedNow;
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

/** Migration 009: one row per user who has changed their challenge progress. */
export interface ChallengeProgressTable {
  userId: ColumnType<string, string, never>;
  completedDays: number[];
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** Migration 013: each person's safety plan, one JSON value encrypted and bound to the user's id. */
export interface SafetyPlansTable {
  userId: ColumnType<string, string, never>;
  planCiphertext: Buffer;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}

// Questionnaires (migrations 006 and 019).

export interface PtestCategoriesTable {
  id: string;
  title: string;
  position: number;
}

export interface PtestsTable {
  id: string;
  categoryId: string;
  position: number;
  title: string;
  shortDescription: string;
  minutesToComplete: number;
  purpose: string;
  timeFrame: string;
  instructions: string;
  source: string;
  citation: string;
  licenceNote: string;
}

export interface PtestQuestionsTable {
  id: string;
  testId: string;
  position: number;
  text: string;
  options: ColumnType<Array<{ value: number; label: string }>, string, never>;
}

/** The questionnaires' other languages (migration 027): a missing row or a null field reads as the English. */
export interface PtestCategoryTranslationsTable {
  categoryId: string;
  locale: string;
  title: string;
}

export interface PtestTranslationsTable {
  testId: string;
  locale: string;
  title: string;
  shortDescription: string;
  purpose: string;
  timeFrame: string;
  instructions: string | null;
  source: string;
  licenceNote: string;
}

export interface PtestQuestionTranslationsTable {
  questionId: string;
  locale: string;
  text: string;
  options: ColumnType<Array<{ value: number; label: string }>, string, never>;
}

export interface PtestResponsesTable {
  id: string;
  userId: string;
  testId: string;
  /** `ResultValues` as JSON, encrypted and bound to this row's result_ciphertext (server/chat/crypto.ts). */
  resultCiphertext: Buffer;
  createdAt: ColumnType<Date, never, never>;
}

export interface Database {
  users: UsersTable;
  guardianConsents: GuardianConsentsTable;
  supportMessages: SupportMessagesTable;
  serverSecrets: ServerSecretsTable;
  chatSessions: ChatSessionsTable;
  chatMessages: ChatMessagesTable;
  crisisPauses: CrisisPausesTable;
  sessionFeedback: SessionFeedbackTable;
  replyFeedback: ReplyFeedbackTable;
  sessionShares: SessionSharesTable;
  chatUsage: ChatUsageTable;
  subscriptions: SubscriptionsTable;
  checkoutSessions: CheckoutSessionsTable;
  billingEvents: BillingEventsTable;
  planPriceChanges: PlanPriceChangesTable;
  promoCodes: PromoCodesTable;
  promoRedemptions: PromoRedemptionsTable;
  progressShares: ProgressSharesTable;
  challengeProgress: ChallengeProgressTable;
  safetyPlans: SafetyPlansTable;
  ptestCategories: PtestCategoriesTable;
  ptests: PtestsTable;
  ptestQuestions: PtestQuestionsTable;
  ptestResponses: PtestResponsesTable;
  ptestCategoryTranslations: PtestCategoryTranslationsTable;
  ptestTranslations: PtestTranslationsTable;
  ptestQuestionTranslations: PtestQuestionTranslationsTable;
}

/** The database or a transaction on it: what a query can run on. */
export type DatabaseOrTransaction = Kysely<Database> | Transaction<Database>;
