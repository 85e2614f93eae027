/**
 * Statements prepared once per database connection: the ones every chat message runs (decision 030). PostgreSQL
 * parses and plans a statement sent without a name every time; one sent with a name it parses and plans the first
 * time a connection runs it, and afterwards only binds the values and executes, less work for the database on the
 * same cores as Doro. A statement is declared here with its name and exact text; the pool Kysely is given
 * (database.ts) sends any query whose text is a declared one under its name, and every other query as before.
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type { Pool } from 'pg';

const names = new Map<string, string>();

/** Declares `text` as a statement prepared under `name`; returns the text, to run with CompiledQuery.raw. */
export function preparedStatement(name: string, text: string): string {
  const declared = [...names].find(([, known]) => known === name)?.[0];
  if (declared !== undefined && declared !== text) throw new Error(`prepared statement ${name} declared twice`);
  names.set(text, name);
  return text;
}

/** The name a query text is prepared under, if it is a declared one. */
export const preparedName = (text: string): string | undefined => names.get(text);

/** `pool` as Kysely's PostgresDialect wants it, sending declared statements under their names. */
export function preparingPool(pool: Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      const query = (textOrCursor: unknown, values?: readonly unknown[]) => {
        const name = typeof textOrCursor === 'string' ? preparedName(textOrCursor) : undefined;
        if (name === undefined) return client.query(textOrCursor as never, values as never);
        return client.query({ name, text: textOrCursor as string, values: values as unknown[] });
      };
      return { query, release: () => client.release() } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
