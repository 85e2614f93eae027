/**
 * How long the last `npm test` took, step by step: scripts/test.ts writes it, `npm run bench` reports it. Kept in
 * .test-data/ (gitignored), so it describes this machine's last run, never a committed figure.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface TestRunTimes {
  /** When the run finished (ISO 8601). */
  date: string;
  /** The steps asked for (`npx tsx scripts/test.ts types` runs one): all of them means a whole `npm test`. */
  steps: { name: string; ok: boolean; seconds: number }[];
  totalSeconds: number;
  complete: boolean;
}

/** A run of some steps must not hide the last whole run's figure, so both are kept. */
export interface TestTimes {
  latest: TestRunTimes;
  lastComplete: TestRunTimes | null;
}

export const testTimesPath = resolve('.test-data/test-times.json');

export function recordTestRun(run: TestRunTimes): void {
  const times: TestTimes = { latest: run, lastComplete: run.complete ? run : (readTestTimes()?.lastComplete ?? null) };
  mkdirSync(dirname(testTimesPath), { recursive: true });
  writeFileSync(testTimesPath, `${JSON.stringify(times, null, 2)}\n`);
}

export function readTestTimes(): TestTimes | null {
  try {
    return JSON.parse(readFileSync(testTimesPath, 'utf8')) as TestTimes;
  } catch {
    return null;
  }
}
