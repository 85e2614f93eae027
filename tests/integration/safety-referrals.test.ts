/**
 * Referral counts against the server's real database (migrated at start): a recorded crisis adds to today's count
 * for its level and categories, and the table has no column that could hold text or say who it was.
 */
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { recordReferral } from '../../server/safety/referrals';
import { classifyMessage } from '../../server/safety/classifier';
import { createChatSafety } from '../../server/ai/chat-safety';

const pool = new Pool({ connectionString: inject('databaseUrl'), max: 2 });
const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
afterAll(() => db.destroy());

async function todaysCount(level: string, category: string): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    `select coalesce(sum(count), 0)::int as count from safety_referrals
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
      all: await todaysCount('urgent', 'all'),
    };

    await recordReferral(db, crisis);
    await Promise.all([recordReferral(db, crisis), recordReferral(db, classifyMessage('this workout is killing me'))]);

    expect(await todaysCount('urgent', 'suicide')).toBe(before.suicide + 2);
    expect(await todaysCount('urgent', 'self-harm')).toBe(before.selfHarm + 2);
    // Two referrals with two categories each: two referrals, not four.
    expect(await todaysCount('urgent', 'all')).toBe(before.all + 2);
  });

  it("counts in the person's jurisdiction apart, 'unknown' when none is given", async () => {
    const crisis = classifyMessage('I want to kill myself');
    const count = async (jurisdiction: string) => {
      const { rows } = await pool.query<{ count: number }>(
        `select coalesce(sum(count), 0)::int as count from safety_referrals
          where day = (now() at time zone 'utc')::date and level = $1 and jurisdiction = $2`,
        [crisis.level, jurisdiction],
      );
      return rows[0]?.count ?? 0;
    };
    const before = { wa: await count('US-WA'), unknown: await count('unknown') };
    await recordReferral(db, crisis, 'US-WA');
    await recordReferral(db, crisis);
    // Each category, plus one for the referral itself ('all').
    expect(await count('US-WA')).toBe(before.wa + crisis.categories.length + 1);
    expect(await count('unknown')).toBe(before.unknown + crisis.categories.length + 1);
  });

  it("the chat's safety layer counts a named person's referral in their place's jurisdiction, not by who they are", async () => {
    const { rows } = await pool.query<{ id: string }>(
      `insert into users (firebase_uid, email, country, region) values ($1, $2, 'US', 'OR') returning id`,
      [`referral-${Date.now()}`, `referral-${Date.now()}@example.com`],
    );
    const crisis = classifyMessage('I want to kill myself');
    const oregon = async () => {
      const { rows: counts } = await pool.query<{ count: number }>(
        `select coalesce(sum(count), 0)::int as count from safety_referrals
          where day = (now() at time zone 'utc')::date and category = 'all' and jurisdiction = 'US-OR'`,
      );
      return counts[0]?.count ?? 0;
    };
    const before = await oregon();
    const safety = createChatSafety(db as never) as unknown as {
      recordReferral(assessment: unknown, userId?: string): Promise<void>;
    };
    await safety.recordReferral(crisis, rows[0]!.id);
    expect(await oregon()).toBe(before + 1);
  });

  it('has no column for text or identity', async () => {
    const { rows } = await pool.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'safety_referrals' order by ordinal_position`,
    );
    expect(rows.map((row) => row.column_name)).toEqual(['day', 'level', 'category', 'count', 'jurisdiction']);
  });

  it('refuses a level or category the safety layer does not have', async () => {
    await expect(
      pool.query(
        `insert into safety_referrals (day, level, category, count) values (current_date, 'none', 'suicide', 1)`,
      ),
    ).rejects.toThrow(/check constraint/);
  });
});
