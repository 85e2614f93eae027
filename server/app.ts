/**
 * The Fastify application: security headers, wire-case conversion, authentication, the contract's routes, the SPA
 * and error handling. No database or identity provider is started here: they come in as deps, so tests can build
 * an app around whatever they run.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { contract } from '../src/contract/contract';
import { createAuthenticationHook, noStoreForSignedIn } from './auth/authenticate';
import type { VerifyIdToken } from './auth/types';
import { registerChat, type ChatDeps } from './chat/register';
import { registerLawDate } from './law/test-only-law-date';
import type { ServerConfig } from './config';
import type { Database } from './db/schema';
import { registerCors } from './http/cors';
import { errorHandler, validationErrorHandler } from './http/error-handler';
import { loggablePath, redactSecrets } from './http/log-redaction';
import { createPublicCache, type PublicCache } from './http/public-cache';
import { publicReads } from './http/public-reads';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { registerWireCase } from './http/wire-case';
import type { PoolUse } from './metrics/metrics';
import { registerMetrics } from './metrics/register';
import { registerOpenApi } from './routes/openapi/register';
import { createRouter } from './routes/router';
import { s } from './routes/ts-rest';
import { noProfileCache, type ProfileCache } from './users/profile-cache';
import { createQuestionnaireStore } from './questionnaires/store';
import { createSupportStore } from './support/store';
import { createSafetyPlanStore } from './users/safety-plan-store';

export interface AppDeps {
  db: Kysely<Database>;
  verifyIdToken: VerifyIdToken;
  /** Chat's data key and options; startServer always passes them (see server/chat/register.ts). */
  chat?: ChatDeps;
  /** The per-instance profile cache (server/users/profile-cache.ts); without one every profile read is a query. */
  profiles?: ProfileCache;
  /**
   * The reads the same for everyone, kept in memory (server/http/public-cache.ts). Without one, those reads still
   * carry their ETag and Cache-Control, but each goes to its handler.
   */
  publicCache?: PublicCache;
  /** The database pool's use, for the metrics (server/metrics, on only with METRICS_TOKEN). */
  poolUse?: () => PoolUse;
}

// JSON bodies in Doro are small (a chat message, a questionnaire's answers); anything bigger is a mistake or abuse.
export const bodyLimitBytes = 64 * 1024;

export async function createApp(config: ServerConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { maxParamLength: 200 },
    // Errors the router raises before any hook (a bad %-escape, an over-long parameter) get our `{ message }` too.
    frameworkErrors: errorHandler,
  });

  app.setErrorHandler(errorHandler);
  // First, so its timing starts with the request and it sees every answer, from every route.
  registerMetrics(app, config.metricsToken, { poolUse: deps.poolUse });
  registerSecurityHeaders(app, config);
  registerCors(app, config.allowedOrigins);
  app.addHook(
    'onRequest',
    createAuthenticationHook(deps.verifyIdToken, { ownConnections: config.trustProxy === false }),
  );
  app.addHook('onSend', noStoreForSignedIn);
  registerWireCase(app);
  const profiles = deps.profiles ?? noProfileCache;
  forgetProfilesOnWrites(app, profiles);
  (deps.publicCache ?? createPublicCache()).register(app, publicReads);
  const chat = await registerChat(app, config, { ...deps, forgetProfile: (uid) => profiles.forget(uid) });
  if (config.nodeEnv === 'test') registerLawDate(app);

  // In their own plugin scope: ts-rest installs its own error handler there, which hands everything that is not
  // request validation on to ours above.
  await app.register(async (api) => {
    const safetyPlans = createSafetyPlanStore(deps.db, chat.cipher);
    const { db, verifyIdToken } = deps;
    const questionnaires = createQuestionnaireStore(deps.db, chat.cipher);
    const support = createSupportStore(deps.db, chat.cipher);
    const router = createRouter({ config, db, verifyIdToken, chat, profiles, safetyPlans, questionnaires, support });
    s.registerRouter(contract, router, api, {
      logInitialization: false,
      requestValidationErrorHandler: validationErrorHandler,
    });
  });

  registerOpenApi(app, config);
  await registerSpa(app, config.staticDir);
  return app;
}

/**
 * Only the configured proxies are believed about the client's address (TRUST_PROXY): trusting every hop would let a
 * client escape the per-address rate limits by writing its own X-Forwarded-For. Fastify 5 reads a bare number as
 * "trust nothing", so a hop count becomes proxy-addr's function: the socket's peer and the next n-1 entries from the
 * right are proxies, and the entry before them is the client.
 */
function trustProxyOption(setting: ServerConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/**
 * Read-your-writes on this instance: once a signed-in user's write has been handled (its transaction committed),
 * their cached profile goes before the answer leaves, without waiting for the change notification. A write that
 * did not touch the profile costs one map delete.
 */
function forgetProfilesOnWrites(app: FastifyInstance, profiles: ProfileCache) {
  app.addHook('onSend', (request, _reply, payload, done) => {
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
    if (request.authUser && isWrite) profiles.forget(request.authUser.uid);
    done(null, payload);
  });
}

/**
 * Structured JSON logs that never hold tokens or what people wrote: request lines carry method, path (without the
 * query string, share tokens redacted: http/log-redaction.ts) and status only; a message quoting a URL is redacted
 * the same way, and the auth and cookie headers are redacted should anything log them.
 */
function loggerOptions(config: ServerConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'headers.authorization'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        path: loggablePath(request.url),
      }),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactSecrets(arg) : arg)) as typeof args);
      },
    },
  };
}
