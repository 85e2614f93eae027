/**
 * Starts what the integration tests talk to, once per run: the Firebase Auth emulator (or the one named by
 * FIREBASE_AUTH_EMULATOR_HOST) and the Doro server in this process, on free ports, with a fresh data folder under
 * .test-data/ and its own embedded PostgreSQL. Tests get the addresses through `inject`.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator, type AuthEmulator } from '../../scripts/emulator';
import { freePort } from '../../scripts/ports';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    emulatorHost: string;
    testDataDir: string;
    /** The server's own database, for tests that check what a request stored (or did not). */
    databaseUrl: string;
    /** The server's data key (base64), for tests that read what it stored encrypted. */
    dataKey: string;
  }
}

export default async function setup(project: TestProject) {
  const runDir = resolve('.test-data', `integration-${process.pid}-${Date.now()}`);
  mkdirSync(runDir, { recursive: true });
  const staticDir = writeFakeSpa(join(runDir, 'dist'));

  let emulator: AuthEmulator | undefined;
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || (emulator = await startAuthEmulator()).host;

  const dataKey = randomBytes(32).toString('base64');
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DORO_DATA_DIR: join(runDir, 'data'),
    DORO_PG_PORT: String(await freePort()),
    DORO_STATIC_DIR: staticDir,
    FIREBASE_PROJECT_ID: 'demo-doro',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    // An existing PostgreSQL can stand in for the embedded one (never the developer's DATABASE_URL).
    DATABASE_URL: process.env.DORO_TEST_DATABASE_URL,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DORO_DATA_KEY: dataKey,
  });
  const server = await startServer(config).catch(async (error: unknown) => {
    await emulator?.stop();
    throw error;
  });

  project.provide('baseUrl', server.url);
  project.provide('emulatorHost', emulatorHost);
  project.provide('testDataDir', runDir);
  project.provide('dataKey', dataKey);
  project.provide(
    'databaseUrl',
    config.databaseUrl ?? embeddedDatabaseUrl(config.dataDir, config.embeddedPostgresPort),
  );

  return async () => {
    await server.close();
    await emulator?.stop();
    rmSync(runDir, { recursive: true, force: true });
  };
}

/** Where server/db/embedded.ts put the database: its password file in the data folder, user postgres, database doro. */
function embeddedDatabaseUrl(dataDir: string, port: number): string {
  const password = readFileSync(join(dataDir, 'postgres.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/doro`;
}

/** A stand-in for the built SPA, so serving, caching and the client-side-routing fallback can be tested. */
function writeFakeSpa(dir: string): string {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body>Doro</body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("doro");');
  return dir;
}
