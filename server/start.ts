/**
 * Starts the whole server in-process: the database (embedded, or DATABASE_URL), migrations, the app, the port.
 * Used by main.ts and by the integration tests and scripts, so they all run the same thing.
 */
import { createApp } from './app';
import { createFirebaseVerifier } from './auth/firebase-verifier';
import { createDataCipher } from './chat/crypto';
import { loadDataKey } from './chat/data-key';
import type { ServerConfig } from './config';
import { connectDatabase } from './db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { migrateToLatest } from './db/migrations';
import { listenForPublicChanges } from './http/live-public-cache';
import { createPublicCache, type PublicCacheStats } from './http/public-cache';
import { listenForProfileChanges } from './users/live-profile-cache';
import { createProfileCache, type ProfileCacheStats } from './users/profile-cache';
import { cacheVerifiedTokens } from './verified-token-cache';

export interface RunningServer {
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  port: number;
  /** How the profile cache has done so far (the bench reports it beside the authenticated read). */
  profileCacheStats(): ProfileCacheStats;
  /** How the cache of the reads the same for everyone has done so far (the bench reports it too). */
  publicCacheStats(): PublicCacheStats;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  let embedded: EmbeddedDatabase | undefined;
  // The embedded database's deaths and restarts go to the app's log once there is one.
  let logger: { warn(line: string): void } = console;
  const cleanups: Array<() => Promise<void>> = [];
  const closeAll = async () => {
    for (const cleanup of cleanups.toReversed()) await cleanup();
  };
  try {
    if (!config.databaseUrl) {
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPostgresPort,
        // PostgreSQL's own log only on request (DORO_PG_LOG=1): it is noisy and may quote data in error details.
        log: process.env.DORO_PG_LOG ? (line) => console.error(`[postgres] ${line}`) : undefined,
        notice: config.nodeEnv === 'test' ? undefined : (line) => console.log(line),
        warn: (line) => logger.warn(line),
      });
      cleanups.push(() => embedded!.stop());
    }
    const connectionString = config.databaseUrl ?? embedded!.connectionString;
    const database = connectDatabase(connectionString, (error) =>
      console.error(`Database connection lost: ${error.message}`),
    );
    cleanups.push(() => database.close());
    const dataKey = loadDataKey(
      { envKey: config.dataKeyBase64, file: config.dataKeyFile, dataDir: config.dataDir },
      (line) => logger.warn(line),
    );
    // Some migrations re-encrypt what is stored, with the same key the app reads it with.
    await migrateToLatest(database.db as never, createDataCipher(dataKey));

    const profiles = createProfileCache();
    const publicCache = createPublicCache();
    const app = await createApp(config, {
      db: database.db,
      verifyIdToken: cacheVerifiedTokens(createFirebaseVerifier(config.firebase)),
      chat: { dataKey, recoverOnStart: true },
      profiles,
      publicCache,
      poolUse: database.poolUse,
    });
    logger = app.log;
    cleanups.push(() => app.close());
    const profileListener = await listenForProfileChanges(profiles, { connectionString, log: app.log });
    cleanups.push(async () => {
      profiles.setListening(false);
      await profileListener.close();
    });
    const publicListener = await listenForPublicChanges(publicCache, { connectionString, log: app.log });
    cleanups.push(async () => {
      publicCache.setListening(false);
      await publicListener.close();
    });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;

    let closing: Promise<void> | undefined;
    return {
      url: `http://${shownHost}:${port}`,
      port,
      profileCacheStats: () => profiles.stats(),
      publicCacheStats: () => publicCache.stats(),
      close: () => {
        // A database that stops from now on (Ctrl-C reaches it too) is Doro closing, not one to start again.
        embedded?.stopSupervising();
        return (closing ??= closeAll());
      },
    };
  } catch (error) {
    await closeAll().catch(() => {});
    throw error;
  }
}
