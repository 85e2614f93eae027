/**
 * A Doro app of a test's own, beside the shared integration server and on the same database, with the environment
 * the test needs (a model double, a short reminder interval, no token delay). Closed by the returned close().
 */
import { randomBytes } from 'node:crypto';
import { createApp } from '../../server/app';
import { createFirebaseVerifier } from '../../server/auth/firebase-verifier';
import { loadConfig } from '../../server/config';
import { connectDatabase } from '../../server/db/database';

export async function startSideServer(options: {
  databaseUrl: string;
  emulatorHost: string;
  env: Record<string, string>;
}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DORO_STATIC_DIR: '/nonexistent',
    FIREBASE_PROJECT_ID: 'demo-doro',
    FIREBASE_AUTH_EMULATOR_HOST: options.emulatorHost,
    DORO_REPLY_TOKEN_DELAY_MS: '0',
    ...options.env,
  });
  const database = connectDatabase(options.databaseUrl, () => {});
  const app = await createApp(config, {
    db: database.db,
    verifyIdToken: createFirebaseVerifier(config.firebase),
    chat: { dataKey: randomBytes(32) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the side server has no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
