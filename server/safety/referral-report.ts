/**
 * The yearly referral report (issue 20: California SB 243 to the Office of Suicide Prevention from 2027-07-01,
 * Oregon SB 1546, Washington HB 2225 published): how many crisis referrals Doro made, by month, level and
 * jurisdiction, with the protocol's version and text. Read from the counts of migrations 005 and 022, which hold no
 * text and no identity. A referral is its 'all' row; its categories are shown beside it (one referral may have
 * several). Days counted before migration 022 have categories but no 'all' row, and their jurisdiction is unknown.
 */
import { sql, type Kysely } from 'kysely';
import { CRISIS_PROTOCOL_URL, CRISIS_PROTOCOL_VERSION, crisisProtocolText } from '../../src/contract/crisis-protocol';
import { jurisdictions, type Jurisdiction } from '../law/jurisdictions';

export const levels = ['concern', 'urgent', 'imminent'] as const;
export type Level = (typeof levels)[number];

export interface ReportRow {
  /** 'YYYY-MM'. */
  month: string;
  level: Level;
  jurisdiction: string;
  referrals: number;
  categories: { category: string; count: number }[];
}

export interface ReferralReport {
  year: number;
  /** Null: every jurisdiction. */
  jurisdiction: Jurisdiction | null;
  protocol: { version: string; url: string; text: string };
  rows: ReportRow[];
  totals: { referrals: number; byLevel: { level: Level; referrals: number }[] };
}

export class ReportRefused extends Error {}

/** Checks the command's words: a year from 2025 to 2100, a jurisdiction of the table or none. */
export function reportRequest(
  year: unknown,
  jurisdiction: unknown,
): { year: number; jurisdiction: Jurisdiction | null } {
  const y = typeof year === 'string' && /^\d{4}$/.test(year) ? Number(year) : year;
  if (typeof y !== 'number' || !Number.isInteger(y) || y < 2025 || y > 2100)
    throw new ReportRefused(`The year must be a year such as 2027, not ${JSON.stringify(year)}.`);
  if (jurisdiction === undefined || jurisdiction === null) return { year: y, jurisdiction: null };
  const found = jurisdictions.find((name) => name.toUpperCase() === String(jurisdiction).toUpperCase());
  if (!found)
    throw new ReportRefused(
      `Unknown jurisdiction ${JSON.stringify(jurisdiction)}: use one of ${jurisdictions.join(', ')}.`,
    );
  return { year: y, jurisdiction: found };
}

export async function referralReport<Database>(
  db: Kysely<Database>,
  request: { year: number; jurisdiction: Jurisdiction | null },
): Promise<ReferralReport> {
  const { year, jurisdiction } = reportRequest(request.year, request.jurisdiction);
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  const { rows } = await sql<{ month: string; level: Level; jurisdiction: string; category: string; count: number }>`
    select to_char(day, 'YYYY-MM') as month, level, jurisdiction, category, sum(count)::int as count
    from safety_referrals
    where day >= ${from}::date and day < ${to}::date
      and (${jurisdiction}::text is null or jurisdiction = ${jurisdiction}::text)
    group by 1, 2, 3, 4
    having sum(count) > 0
    order by 1, array_position(array['concern', 'urgent', 'imminent'], level), 3, 4
  `.execute(db);
  const byKey = new Map<string, ReportRow>();
  for (const row of rows) {
    const key = `${row.month}|${row.level}|${row.jurisdiction}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = { month: row.month, level: row.level, jurisdiction: row.jurisdiction, referrals: 0, categories: [] };
      byKey.set(key, entry);
    }
    if (row.category === 'all') entry.referrals += row.count;
    else entry.categories.push({ category: row.category, count: row.count });
  }
  const reportRows = [...byKey.values()];
  const byLevel = levels.map((level) => ({
    level,
    referrals: reportRows.filter((row) => row.level === level).reduce((sum, row) => sum + row.referrals, 0),
  }));
  return {
    year,
    jurisdiction,
    protocol: { version: CRISIS_PROTOCOL_VERSION, url: CRISIS_PROTOCOL_URL, text: crisisProtocolText() },
    rows: reportRows,
    totals: { referrals: byLevel.reduce((sum, level) => sum + level.referrals, 0), byLevel },
  };
}

/** The report as a readable table, then the protocol. */
export function reportTable(report: ReferralReport): string {
  const header = ['Month', 'Level', 'Jurisdiction', 'Referrals', 'By kind of risk'];
  const body = report.rows.map((row) => [
    row.month,
    row.level,
    row.jurisdiction,
    String(row.referrals),
    row.categories.map((category) => `${category.category} ${category.count}`).join(', '),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const place = report.jurisdiction ?? 'all jurisdictions';
  return [
    `Crisis referrals in ${report.year}, ${place} (counts only: no text, no identity)`,
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...(body.length > 0 ? body.map(line) : ['(no referrals)']),
    '',
    `Total referrals: ${report.totals.referrals} (${report.totals.byLevel
      .map((level) => `${level.level} ${level.referrals}`)
      .join(', ')})`,
    '',
    `Crisis protocol, version ${report.protocol.version} (${report.protocol.url}):`,
    '',
    report.protocol.text,
  ].join('\n');
}
