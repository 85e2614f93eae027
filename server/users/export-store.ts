/**
 * The reads behind a person's data export that no other store makes: their sessions' rows, and every row of every
 * other table with a user_id column, found at run time, so a table a later issue adds is in the export without
 * anyone remembering to list it.
 */
import { sql, type Kysely } from 'kysely';
import type { ChatSessionRow, Database } from '../db/schema';

export function createExportStore(db: Kysely<Database>) {
  return {
    /** Every session of the user, oldest first. */
    sessionsOf: (userId: string): Promise<ChatSessionRow[]> =>
      db.selectFrom('chatSessions').selectAll().where('userId', '=', userId).orderBy('startedAt').execute(),

    /** Every table in the database with a user_id column, by name. */
    async tablesWithUserId(): Promise<string[]> {
      const { rows } = await sql<{ tableName: string }>`
        select c.table_name as table_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
        order by c.table_name`.execute(db);
      return rows.map((row) => row.tableName);
    },

    /** The user's rows of one of those tables, as stored. */
    async rowsOf(table: string, userId: string): Promise<Array<Record<string, unknown>>> {
      const { rows } = await sql<Record<string, unknown>>`
        select * from ${sql.table(table)} where user_id = ${userId}`.execute(db);
      return rows;
    },
  };
}

export type ExportStore = ReturnType<typeof createExportStore>;
