/**
 * The server the browser tests talk to (playwright.config.ts starts it): the built SPA and the API, a database
 * folder of its own made fresh for each run, and the run's Auth emulator (or one it starts when run alone).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { startAuthEmulator, type AuthEmulator } from '../../scripts/emulator';
import { freePort } from '../../scripts/ports';

const port = process.env.DORO_BROWSER_TEST_PORT ?? '3210';
// One folder per port, so two runs on different ports never share a database.
const dataDir = `.test-data/browser-${port}`;
rmSync(dataDir, { recursive: true, force: true });

// DORO_DIST_DIR lets parallel runs each test their own build; by default the shared dist/.
const distDir = process.env.DORO_DIST_DIR || 'dist';
if (!existsSync(`${distDir}/index.html`)) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

let emulator: AuthEmulator | undefined;
let emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!emulatorHost) {
  emulator = await startAuthEmulator();
  emulatorHost = emulator.host;
}

const server = await startServer(
  loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    DORO_DATA_DIR: dataDir,
    DORO_STATIC_DIR: distDir,
    DORO_PG_PORT: String(await freePort()),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    DATABASE_URL: '',
    // The address the browser uses (playwright.config.ts's baseURL): links the server hands out (checkout, shares)
    // must stay on the origin that holds the sign-in.
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
  }),
);
console.log(`Browser-test server at ${server.url}`);

async function stop() {
  await server.close();
  await emulator?.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
