/**
 * `npm run dev`: Vite with hot reload on PORT (default 3000), forwarding /api to the API server on DORO_API_PORT
 * (default 3001), with the Auth emulator when no real Firebase is configured.
 */
import { createServer } from 'vite';
import { loadConfig } from '../server/config';
import { startServer } from '../server/start';
import { startAuthEmulator, type AuthEmulator } from './emulator';
import { usesLocalIdentity } from './local-identity';

const apiPort = process.env.DORO_API_PORT ?? '3001';
const env: NodeJS.ProcessEnv = { ...process.env, PORT: apiPort, DORO_API_PORT: apiPort, DORO_STATIC_DIR: '' };
// Links the API hands out (share links, checkout) open the page Vite serves, not the API server's own port.
env.PUBLIC_URL ||= `http://localhost:${process.env.PORT ?? 3000}`;

let emulator: AuthEmulator | undefined;
if (usesLocalIdentity(env) && !env.FIREBASE_AUTH_EMULATOR_HOST) {
  emulator = await startAuthEmulator({ port: Number(env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099) });
  env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
}
const api = await startServer(loadConfig(env));
process.env.DORO_API_PORT = apiPort;
const vite = await createServer();
await vite.listen();
vite.printUrls();
console.log(`API on ${api.url}`);

async function stop() {
  await vite.close();
  await api.close();
  await emulator?.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
