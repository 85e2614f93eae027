import type { ColumnType, Kysely } from 'kysely';
import type { ChallengeProgress } from '../../../src/contract/challenge';
import type { AgeBand } from '../../../src/contract/chat-socket';
import type { Database } from '../../db/schema';

/** Migration 009: one row per user who has changed their challenge progress. */
export type ChallengeProgressTable = {
  userId: ColumnType<string, string, never>;
  completedDays: number[];
  updatedAt: ColumnType<Date, Date | undefined, Date>;
};

// A type alias, not an interface: withTables wants an index-signature-compatible record.
export type ChallengeTables = {
  challengeProgress: ChallengeProgressTable;
  users: { ageBand: AgeBand | null };
};

/** The app's database seen with the challenge table, which only these handlers use. */
export function challengeDb(db: Kysely<Database>): Kysely<Database & ChallengeTables> {
  return db.withTables<ChallengeTables>();
}

export function progressBody(row: { completedDays: number[]; updatedAt: Date } | undefined): ChallengeProgress {
  if (!row) return { completedDays: [], updatedAt: null };
  return { completedDays: row.completedDays.toSorted((a, b) => a - b), updatedAt: row.updatedAt.toISOString() };
}
