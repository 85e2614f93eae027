/**
 * Puts chat into an app: the store, the live sessions, the socket, and what happens at start and stop. The REST
 * handlers get the same store and service through the route deps.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { VerifyIdToken } from '../auth/types';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { accountDeletedChannel } from '../verified-token-cache';
import { createChatSafety } from '../ai/chat-safety';
import { createMemoryStore, type MemoryStore } from '../ai/memory/memory-store';
import { consentedProvider, createModelConsentStore, type ModelConsentStore } from '../ai/model-consent';
import type { ReplyProvider } from '../ai/provider';
import { createReplyProviders } from '../ai/providers';
import { createLocalChatBus, type ChatBus } from './chat-bus';
import { createChatService, type ChatService } from './chat-service';
import { createChatStore, type ChatStore } from './chat-store';
import { createCrisisPauseStore } from './crisis-pause-store';
import { createDataCipher, type DataCipher } from './crypto';
import { createPgChatBus } from './pg-chat-bus';
import { registerChatSocket } from './socket';

export interface ChatDeps {
  /** The data key (server/chat/data-key.ts). */
  dataKey: Buffer;
  /** Where replies come from; by default as configured (server/ai/providers.ts). */
  provider?: ReplyProvider;
  /**
   * Look after sessions a stopped or dead instance left behind (instance-coordination.ts, sweepOrphans): at
   * start, and every minute when other instances share the database. startServer asks for it; an app a test
   * builds beside the shared server does not.
   */
  recoverOnStart?: boolean;
  /**
   * The database to LISTEN on for the other instances (docs/scale-out.md); DATABASE_URL when not given. With
   * neither, this instance is alone and tells nobody.
   */
  listenUrl?: string;
}

/** How often an instance sharing the database looks for sessions a dead instance left behind. */
const orphanSweepMs = 60_000;

export interface ChatParts {
  cipher: DataCipher;
  store: ChatStore;
  service: ChatService;
  memory: MemoryStore;
  /** Consent to the outside model (issue 20): read per message by the provider and the second opinion. */
  modelConsent: ModelConsentStore;
}

export async function registerChat(
  app: FastifyInstance,
  config: ServerConfig,
  deps: { db: Kysely<Database>; verifyIdToken: VerifyIdToken; chat?: ChatDeps; forgetProfile?: (uid: string) => void },
): Promise<ChatParts> {
  // An app built without a data key (unit tests of the HTTP layer) gets a throwaway one: nothing it stores could
  // be read after a restart, which is why startServer always passes the persistent key.
  const cipher = createDataCipher(deps.chat?.dataKey ?? randomBytes(32));
  const store = createChatStore(deps.db, cipher, config.chat);
  const memory = createMemoryStore(deps.db, cipher);
  const modelConsent = createModelConsentStore(deps.db);
  const consented = (userId: string | undefined) => modelConsent.consented(userId);
  const safety = createChatSafety(
    deps.db,
    config.ai.remote ? { ...config.ai.remote, timeoutMs: config.ai.secondOpinionTimeoutMs } : undefined,
    consented,
  );
  const providers = createReplyProviders(config.ai, {
    isCrisis: (text) => safety.classify(text, { recentUserMessages: [] }).crisis,
    onFailure: (reason) => app.log.warn({ reason }, 'the AI model failed'),
  });
  const listenUrl = deps.chat?.listenUrl ?? config.databaseUrl;
  const instance = randomUUID();
  const bus: ChatBus = listenUrl
    ? await createPgChatBus({ connectionString: listenUrl, db: deps.db, instance, log: app.log })
    : createLocalChatBus(instance);
  const stopRelaying = relayAccountDeletions(bus);
  const service = createChatService({
    store,
    // The configured model writes only for people who consented to it; the offline engine for everyone else.
    provider: deps.chat?.provider ?? consentedProvider(providers.provider, providers.offline, consented),
    offline: providers.offline,
    memory,
    safety,
    config: config.chat,
    noticeIntervalSeconds: config.ai.noticeIntervalSeconds,
    useScale: config.ai.testUseScale,
    log: app.log,
    bus,
    pauses: createCrisisPauseStore(deps.db),
  });
  await registerChatSocket(app, {
    service,
    store,
    bus,
    verifyIdToken: deps.verifyIdToken,
    allowedOrigins: config.allowedOrigins,
    publicUrl: config.publicUrl,
    testOnlyRoutes: config.nodeEnv === 'test',
    forgetProfile: deps.forgetProfile,
  });

  let sweeper: NodeJS.Timeout | undefined;
  if (deps.chat?.recoverOnStart) {
    app.addHook('onReady', async () => {
      // Alone, nothing else can be looking after what the last run left: no need to wait for it to go quiet.
      await service.sweepOrphans({ now: !listenUrl });
      if (listenUrl) {
        sweeper = setInterval(() => void service.sweepOrphans(), orphanSweepMs);
        sweeper.unref();
      }
    });
  }
  app.addHook('preClose', async () => {
    clearInterval(sweeper);
    stopRelaying();
    await service.shutdown();
    await bus.close();
  });
  return { cipher, store, service, memory, modelConsent };
}

/** The token cache's "account deleted" word, which is process-local, goes to every instance. */
function relayAccountDeletions(bus: ChatBus) {
  let relaying = false;
  const fromHere = (uid: unknown) => {
    if (!relaying && typeof uid === 'string') bus.publish({ kind: 'account-deleted', uid });
  };
  accountDeletedChannel.subscribe(fromHere);
  bus.subscribe((event) => {
    if (event.kind !== 'account-deleted') return;
    // Published here without being published back: the subscriber above sees it while `relaying`.
    relaying = true;
    try {
      accountDeletedChannel.publish(event.uid);
    } finally {
      relaying = false;
    }
  });
  return () => accountDeletedChannel.unsubscribe(fromHere);
}
