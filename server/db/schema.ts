/**
 * The database as TypeScript sees it. Columns are snake_case in PostgreSQL and camelCase here: Kysely's
 * CamelCasePlugin translates, so server code reads like the contract.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { SupportTopic } from '../../src/contract/support';

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
}

export type UserRow = Selectable<UsersTable>;

export interface SupportMessagesTable {
  id: Generated<string>;
  userId: string | null;
  email: string;
  name: string | null;
  topic: SupportTopic | null;
  message: string;
  createdAt: CreatedNow;
}

export type SupportMessageRow = Selectable<SupportMessagesTable>;

export interface SupportContactHitsTable {
  subjectHash: string;
  createdAt: CreatedNow;
}

export interface ServerSecretsTable {
  name: string;
  value: Buffer;
  createdAt: CreatedNow;
}

export interface Database {
  users: UsersTable;
  supportMessages: SupportMessagesTable;
  supportContactHits: SupportContactHitsTable;
  serverSecrets: ServerSecretsTable;
}
