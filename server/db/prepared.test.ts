import type { Pool } from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { preparedName, preparedStatement, preparingPool } from './prepared';

/** A pg pool double: records what its one client was asked. */
function fakePool() {
  const queries: unknown[][] = [];
  const client = {
    query: vi.fn<(...args: unknown[]) => Promise<unknown>>((...args) => {
      queries.push(args);
      return Promise.resolve({ command: 'SELECT', rowCount: 0, rows: [] });
    }),
    release: vi.fn<() => void>(),
  };
  const pool = {
    connect: vi.fn<() => Promise<typeof client>>(async () => client),
    end: vi.fn<() => Promise<void>>(async () => undefined),
  };
  return { pool: pool as unknown as Pool, client, queries };
}

describe('prepared statements', () => {
  it('sends a declared statement under its name with its values, and any other query as it came', async () => {
    const text = preparedStatement('test_declared', 'select $1::int as one');
    const { pool, client, queries } = fakePool();
    const connection = await preparingPool(pool).connect();
    await connection.query(text, [1]);
    await connection.query('select 2', []);
    const cursor = { read: vi.fn<() => Promise<unknown[]>>(), close: vi.fn<() => Promise<void>>() };
    connection.query(cursor);
    expect(queries).toEqual([
      [{ name: 'test_declared', text: 'select $1::int as one', values: [1] }],
      ['select 2', []],
      [cursor, undefined],
    ]);
    connection.release();
    expect(client.release).toHaveBeenCalledTimes(1);
  });

  it('refuses one name for two texts (PostgreSQL would refuse the second on a connection that ran the first)', () => {
    preparedStatement('test_once', 'select 1');
    expect(() => preparedStatement('test_once', 'select 2')).toThrow(/declared twice/);
    expect(preparedName('select 2')).toBeUndefined();
    expect(preparedName('select 1')).toBe('test_once');
  });
});
