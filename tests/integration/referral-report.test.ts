/**
 * The yearly referral report (issue 20) on a database seeded here: `npm run -s report:referrals` prints the counts by
 * month, level and jurisdiction (a referral with two kinds of risk is one referral), the protocol's version and text,
 * as JSON and as a table; a wrong year or jurisdiction is refused with a clear message and a failing exit code.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CRISIS_PROTOCOL_VERSION } from '../../src/contract/crisis-protocol';

const databaseUrl = inject('databaseUrl');
const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

// [day, level, category, jurisdiction, count]: what recordReferral would have written for these referrals.
const seed: [string, string, string, string, number][] = [
  // 2027-01, Washington: 2 urgent referrals, each suicide and self-harm.
  ['2027-01-05', 'urgent', 'all', 'US-WA', 2],
  ['2027-01-05', 'urgent', 'suicide', 'US-WA', 2],
  ['2027-01-05', 'urgent', 'self-harm', 'US-WA', 2],
  // 2027-01, California: 1 imminent on one day, 2 more on another.
  ['2027-01-09', 'imminent', 'all', 'US-CA', 1],
  ['2027-01-09', 'imminent', 'imminent-danger', 'US-CA', 1],
  ['2027-01-30', 'imminent', 'all', 'US-CA', 2],
  ['2027-01-30', 'imminent', 'suicide', 'US-CA', 2],
  // 2027-03, California: 1 concern from a questionnaire.
  ['2027-03-14', 'concern', 'all', 'US-CA', 1],
  ['2027-03-14', 'concern', 'questionnaire', 'US-CA', 1],
  // Another year: never in the 2027 report.
  ['2028-01-01', 'urgent', 'all', 'US-CA', 7],
];

beforeAll(async () => {
  await pool.query(`delete from safety_referrals where day >= '2027-01-01' and day < '2029-01-01'`);
  for (const row of seed)
    await pool.query(
      `insert into safety_referrals (day, level, category, jurisdiction, count) values ($1, $2, $3, $4, $5)`,
      row,
    );
});

const run = (args: string[]) =>
  promisify(execFile)('npm', ['run', '-s', 'report:referrals', '--', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });

describe('npm run -s report:referrals', () => {
  it('prints the year as JSON: referrals by month, level and jurisdiction, totals and the protocol', async () => {
    const { stdout } = await run(['--year', '2027', '--json']);
    const report = JSON.parse(stdout) as {
      year: number;
      rows: { month: string; level: string; jurisdiction: string; referrals: number; categories: unknown[] }[];
      totals: { referrals: number; byLevel: { level: string; referrals: number }[] };
      protocol: { version: string; text: string };
    };
    expect(report.year).toBe(2027);
    expect(
      report.rows.map(({ month, level, jurisdiction, referrals }) => [month, level, jurisdiction, referrals]),
    ).toEqual([
      ['2027-01', 'urgent', 'US-WA', 2],
      ['2027-01', 'imminent', 'US-CA', 3],
      ['2027-03', 'concern', 'US-CA', 1],
    ]);
    expect(report.rows[0]?.categories).toEqual([
      { category: 'self-harm', count: 2 },
      { category: 'suicide', count: 2 },
    ]);
    expect(report.totals).toEqual({
      referrals: 6,
      byLevel: [
        { level: 'concern', referrals: 1 },
        { level: 'urgent', referrals: 2 },
        { level: 'imminent', referrals: 3 },
      ],
    });
    expect(report.protocol.version).toBe(CRISIS_PROTOCOL_VERSION);
    expect(report.protocol.text).toContain('What Doro looks for');
  });

  it('narrows to one jurisdiction and prints a readable table', async () => {
    const { stdout } = await run(['--year', '2027', '--jurisdiction', 'US-CA']);
    expect(stdout).toContain('Crisis referrals in 2027, US-CA');
    expect(stdout).toMatch(/2027-01\s+imminent\s+US-CA\s+3\s+imminent-danger 1, suicide 2/);
    expect(stdout).toMatch(/2027-03\s+concern\s+US-CA\s+1\s+questionnaire 1/);
    expect(stdout).not.toContain('US-WA');
    expect(stdout).toContain('Total referrals: 4 (concern 1, urgent 0, imminent 3)');
    expect(stdout).toContain(`Crisis protocol, version ${CRISIS_PROTOCOL_VERSION}`);
  });

  it('refuses a wrong year or jurisdiction with a clear message and exit code 2', async () => {
    await expect(run(['--year', 'last'])).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/year/) });
    await expect(run(['--year', '2027', '--jurisdiction', 'Narnia'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Unknown jurisdiction "Narnia": use one of CA-QC, CA, US-CA/),
    });
  });
});

describe('the public law reads', () => {
  const baseUrl = inject('baseUrl');
  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}/api${path}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };

  it("publish last year's referral counts (no categories, no text), as Washington asks", async () => {
    const lastYear = new Date().getUTCFullYear() - 1;
    await pool.query(`delete from safety_referrals where day >= $1::date and day < $2::date`, [
      `${lastYear}-01-01`,
      `${lastYear + 1}-01-01`,
    ]);
    await pool.query(
      `insert into safety_referrals (day, level, category, jurisdiction, count)
       values ($1, 'urgent', 'all', 'CA-QC', 4), ($1, 'urgent', 'suicide', 'CA-QC', 4)`,
      [`${lastYear}-02-10`],
    );
    const figures = await get('/law/referral-figures');
    expect(figures).toMatchObject({
      year: lastYear,
      protocol_version: CRISIS_PROTOCOL_VERSION,
      rows: [{ month: `${lastYear}-02`, level: 'urgent', jurisdiction: 'CA-QC', referrals: 4 }],
      totals: { referrals: 4 },
    });
    expect(JSON.stringify(figures)).not.toContain('suicide');
  });

  it("say under which age a guardian's consent is needed: Quebec 14, Ontario none, unknown the strictest", async () => {
    expect(await get('/law/guardian-age?country=CA&region=QC')).toEqual({ under_age: 14 });
    expect(await get('/law/guardian-age?country=CA&region=ON')).toEqual({ under_age: null });
    expect(await get('/law/guardian-age')).toEqual({ under_age: 14 });
    expect((await fetch(`${baseUrl}/api/law/guardian-age?country=Canada`)).status).toBe(400);
  });

  it('list every rule of the table with its start and whether it is in force', async () => {
    const { rules } = (await get('/law/rules')) as { rules: { id: string; in_force: boolean; from: string }[] };
    const washington = rules.find((rule) => rule.id === 'us-wa-hb2225');
    expect(washington).toMatchObject({
      from: '2027-01-01T08:00:00.000Z',
      in_force: Date.now() >= Date.parse('2027-01-01T08:00:00Z'),
    });
    expect(rules.map((rule) => rule.id)).toContain('ca-qc-law25');
  });
});
