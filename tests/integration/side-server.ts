/**
 * An app of a test's own beside the shared server, on the same database and Auth emulator, with settings of its
 * own (a plan of a few seconds, another NODE_ENV). Close them with `close()` in afterAll.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app';
import { createFirebaseVerifier } from '../../server/auth/firebase-verifier';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/database';

export interface SideServers {
  /** Starts an app with these settings; `beforeListen` may hook into it (its server's sockets) before it listens. */
  start(env: Record<string, string>, beforeListen?: (app: FastifyInstance) => void): Promise<string>;
  close(): Promise<void>;
}

export function sideServers(database: () => DatabaseHandle, emulatorHost: string): SideServers {
  const apps: FastifyInstance[] = [];
  return {
    async start(env, beforeListen) {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DORO_STATIC_DIR: '/nonexistent',
        FIREBASE_PROJECT_ID: 'demo-doro',
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        ...env,
      });
      const app = await createApp(config, {
        db: database().db,
        verifyIdToken: createFirebaseVerifier(config.firebase),
        chat: { dataKey: randomBytes(32) },
      });
      apps.push(app);
      beforeListen?.(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      return `http://127.0.0.1:${address.port}`;
    },
    async close() {
      for (const app of apps.splice(0)) await app.close();
    },
  };
}
