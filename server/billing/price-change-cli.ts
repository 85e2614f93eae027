/**
 * Announces a plan's price change (an admin's command, there is no admin UI):
 *   npm run price-change -- <plan id> <new price in CAD, e.g. 17.99> <effective date, e.g. 2026-09-01>
 * Refused with less than 10 days' notice. Uses DATABASE_URL, else the embedded database of a running `npm start`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/database';
import { announcePriceChange, PriceChangeRefused } from './price-change';

function databaseUrl(): string {
  const config = loadConfig();
  if (config.databaseUrl) return config.databaseUrl;
  const password = readFileSync(join(config.dataDir, 'postgres.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedPostgresPort}/doro`;
}

async function main(args: string[]): Promise<number> {
  const [planId, price, effective] = args;
  const amountCents = Math.round(Number(price) * 100);
  const effectiveAt = new Date(effective ?? '');
  if (!planId || !price || !Number.isFinite(amountCents) || Number.isNaN(effectiveAt.getTime())) {
    console.error('Usage: npm run price-change -- <plan id> <new price in CAD, e.g. 17.99> <effective date>');
    return 2;
  }
  const database = connectDatabase(databaseUrl(), (error) => console.error(error.message));
  try {
    const change = await announcePriceChange(database.db, { planId, amountCents, effectiveAt });
    console.log(
      `Announced: ${change.planId} costs ${(change.amountCents / 100).toFixed(2)} ${change.currency} ` +
        `from ${change.effectiveAt.toISOString()}.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof PriceChangeRefused)) throw error;
    console.error(`Refused: ${error.message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
