/**
 * The yearly referral report (an operator's command; issue 20):
 *   npm run -s report:referrals -- --year 2027 [--jurisdiction US-CA] [--json]
 * Prints the crisis referral counts by month, level and jurisdiction, and the crisis protocol's version and text.
 * Uses DATABASE_URL, else the embedded database of a running `npm start`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/database';
import { referralReport, ReportRefused, reportRequest, reportTable } from './referral-report';

const usage = 'Usage: npm run -s report:referrals -- --year 2027 [--jurisdiction US-CA] [--json]';

function databaseUrl(): string {
  const config = loadConfig();
  if (config.databaseUrl) return config.databaseUrl;
  const password = readFileSync(join(config.dataDir, 'postgres.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedPostgresPort}/doro`;
}

async function main(args: string[]): Promise<number> {
  let request;
  let json = false;
  try {
    const { values } = parseArgs({
      args,
      options: { year: { type: 'string' }, jurisdiction: { type: 'string' }, json: { type: 'boolean' } },
      strict: true,
    });
    json = values.json ?? false;
    if (values.year === undefined) throw new ReportRefused('The year is missing.');
    request = reportRequest(values.year, values.jurisdiction);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  const database = connectDatabase(databaseUrl(), (error) => console.error(error.message));
  try {
    const report = await referralReport(database.db, request);
    console.log(json ? JSON.stringify(report, null, 2) : reportTable(report));
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
