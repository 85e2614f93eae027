/**
 * `npm start`: the whole product on embedded defaults. Builds the SPA when its sources are newer than the build,
 * starts the Auth emulator unless real Firebase (or another emulator) is configured, then the server, which serves
 * the SPA and the API on PORT (default 3000). Ctrl-C stops everything.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../server/config';
import { startServer } from '../server/start';
import { startAuthEmulator, type AuthEmulator } from './emulator';
import { usesLocalIdentity } from './local-identity';

const buildInputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stats.mtimeMs);
}

function buildIfNeeded() {
  const built = newestMtime('dist/index.html');
  const sources = Math.max(...buildInputs.map(newestMtime));
  if (built >= sources) return;
  console.log('Building the web app (sources changed since the last build)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see above.');
    process.exit(1);
  }
}

buildIfNeeded();

let emulator: AuthEmulator | undefined;
const env = { ...process.env };
if (usesLocalIdentity(env) && !env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.log('Starting the Firebase Auth emulator (project demo-doro)...');
  emulator = await startAuthEmulator({ port: Number(env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099) });
  env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
}

let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  server = await startServer(loadConfig(env));
} catch (error) {
  console.error((error as Error).message);
  await emulator?.stop();
  process.exit(1);
}
console.log(`\nDoro is ready at ${server.url.replace('127.0.0.1', 'localhost')}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Doro...');
  await server?.close().catch((error: Error) => console.error(error.message));
  await emulator?.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
