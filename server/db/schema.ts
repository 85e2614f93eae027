/**
 * The database as TypeScript sees it. Columns are snake_case in PostgreSQL and camelCase here: Kysely's
 * CamelCasePlugin translates, so server code reads like the contract.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Directiveness } from '../../src/contract/chat-socket';
import type { CrisisCategory, CrisisLevel } from '../../src/contract/crisis';

type CreatedNow = ColumnType<Date, never, never>;
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
  /** Where the person lives (migration 020): ISO codes, null when not said; when they answered or skipped. */
  country: Generated<string | null>;
  region: Generated<string | null>;
  placeAnsweredAt: Generated<Date | null>;
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

export type ChatSessionStatusCode = 1 | 2 | 5 | 6;

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

export interface Database {
  users: UsersTable;
  guardianConsents: GuardianConsentsTable;
  supportMessages: SupportMessagesTable;
  serverSecrets: ServerSecretsTable;
  chatSessions: ChatSessionsTable;
  chatMessages: ChatMessagesTable;
  sessionFeedback: SessionFeedbackTable;
  replyFeedback: ReplyFeedbackTable;
  sessionShares: SessionSharesTable;
  chatUsage: ChatUsageTable;
}
