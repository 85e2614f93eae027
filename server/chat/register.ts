/**
 * Puts chat into an app: the store, the live sessions, the socket, and what happens at start and stop. The REST
 * handlers get the same store and service through the route deps.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { VerifyIdToken } from '../auth/types';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { createChatSafety } from '../ai/chat-safety';
import { createMemoryStore, type MemoryStore } from '../ai/memory/memory-store';
import type { ReplyProvider } from '../ai/provider';
import { createReplyProviders } from '../ai/providers';
import { createChatService, type ChatService } from './chat-service';
import { createChatStore, type ChatStore } from './chat-store';
import { createDataCipher, type DataCipher } from './crypto';
import { registerChatSocket } from './socket';

export interface ChatDeps {
  /** The data key (server/chat/data-key.ts). */
  dataKey: Buffer;
  /** Where replies come from; by default as configured (server/ai/providers.ts). */
  provider?: ReplyProvider;
  /**
   * Pause sessions a previous process left active and summarise those it left processing. Only the process that
   * owns the database does this (startServer), never a second app a test builds beside it.
   */
  recoverOnStart?: boolean;
}

export interface ChatParts {
  cipher: DataCipher;
  store: ChatStore;
  service: ChatService;
  memory: MemoryStore;
}

export async function registerChat(
  app: FastifyInstance,
  config: ServerConfig,
  deps: { db: Kysely<Database>; verifyIdToken: VerifyIdToken; chat?: ChatDeps },
): Promise<ChatParts> {
  // An app built without a data key (unit tests of the HTTP layer) gets a throwaway one: nothing it stores could
  // be read after a restart, which is why startServer always passes the persistent key.
  const cipher = createDataCipher(deps.chat?.dataKey ?? randomBytes(32));
  const store = createChatStore(deps.db, cipher, config.chat);
  const memory = createMemoryStore(deps.db, cipher);
  const safety = createChatSafety(deps.db);
  const providers = createReplyProviders(config.ai, {
    isCrisis: (text) => safety.classify(text, { recentUserMessages: [] }).crisis,
    onFailure: (reason) => app.log.warn({ reason }, 'the AI model failed'),
  });
  const service = createChatService({
    store,
    provider: deps.chat?.provider ?? providers.provider,
    offline: providers.offline,
    memory,
    safety,
    config: config.chat,
    noticeIntervalSeconds: config.ai.noticeIntervalSeconds,
    log: app.log,
  });
  await registerChatSocket(app, {
    service,
    store,
    verifyIdToken: deps.verifyIdToken,
    allowedOrigins: config.allowedOrigins,
    testOnlyRoutes: config.nodeEnv === 'test',
  });

  if (deps.chat?.recoverOnStart) {
    app.addHook('onReady', async () => {
      const processing = await store.recoverAfterRestart();
      for (const sessionId of processing) await service.summarise(sessionId);
    });
  }
  app.addHook('preClose', async () => {
    await service.shutdown();
  });
  return { cipher, store, service, memory };
}
