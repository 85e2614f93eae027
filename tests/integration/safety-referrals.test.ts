/**
 * Referral counts against the server's real database (migrated at start): a recorded crisis adds to today's count
 * for its level and categories, and the table has no column that could hold text or say who it was.
 */
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { recordReferral } from '../../server/safety/referrals';
import { classifyMessage } from '../../server/safety/classifier';

const pool = new Pool({ connectionString: inject('databaseUrl'), max: 2 });
const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
afterAll(() => db.destroy());

async function todaysCount(level: string, category: string): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    `select count from safety_referrals
      where day = (now() at time zone 'utc')::date and level = $1 and category = $2`,
    [level, category],
  );
  return rows[0]?.count ?? 0;
}

describe('safety referral counts', () => {
  it('counts a crisis by day, level and category, and ignores a message that is not one', async () => {
    const crisis = classifyMessage('I have been cutting myself and I want to die');
    expect(crisis.level).toBe('urgent');
    const before = {
      suicide: await todaysCount('urgent', 'suicide'),
      selfHarm: await todaysCount('urgent', 'self-harm'),
    };

    await recordReferral(db, crisis);
    await Promise.all([recordReferral(db, crisis), recordReferral(db, classifyMessage('this workout is killing me'))]);

    expect(await todaysCount('urgent', 'suicide')).toBe(before.suicide + 2);
    expect(await todaysCount('urgent', 'self-harm')).toBe(before.selfHarm + 2);
  });

  it('has no column for text or identity', async () => {
    const { rows } = await pool.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'safety_referrals' order by ordinal_position`,
    );
    expect(rows.map((row) => row.column_name)).toEqual(['day', 'level', 'category', 'count']);
  });

  it('refuses a level or category the safety layer does not have', async () => {
    await expect(
      pool.query(`insert into safety_referrals (day, level, category, count) values (current_date, 'none', 'suicide', 1)`),
    ).rejects.toThrow(/check constraint/);
  });
});
