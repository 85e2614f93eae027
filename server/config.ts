/**
 * Reads the server's configuration from the environment once, at start, so the rest of the server sees typed values
 * and a bad setting fails loudly before anything listens.
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadAiConfig } from './config/ai';
import { publicUrlSetting, trustProxySetting } from './config/network';
import { ConfigError, minutesAsSeconds, portNumber, rateLimit, text, wholeNumber, type Env } from './config/values';

export { ConfigError } from './config/values';

export interface ServerConfig {
  port: number;
  /** 127.0.0.1 by default: a laptop running Doro should not expose it to the local network by accident. */
  host: string;
  nodeEnv: string;
  isProduction: boolean;
  /** An existing PostgreSQL server; when absent the embedded server is started. */
  databaseUrl: string | undefined;
  /** Absolute path of the folder holding local data (the embedded database lives in `<dataDir>/postgres`). */
  dataDir: string;
  /** Port of the embedded PostgreSQL server. */
  embeddedPostgresPort: number;
  firebase: {
    projectId: string;
    /** "host:port" of the Auth emulator; set means ID tokens are unsigned emulator tokens (never in production). */
    authEmulatorHost: string | undefined;
    /** Production: an unsigned (emulator) token is refused whatever else is configured (auth/firebase-verifier.ts). */
    refuseEmulatorTokens: boolean;
    /** Public web config handed to the SPA by GET /api/client-config. */
    apiKey: string;
    authDomain: string;
  };
  /** Absolute path of the built SPA; served when it exists. */
  staticDir: string;
  /** Optional integrations the SPA switches on when set; null keeps them off. */
  analyticsMeasurementId: string | null;
  pixelId: string | null;
  tokenSyncUrl: string | null;
  /** Where the pixel's script is loaded from (DORO_PIXEL_SCRIPT_URL); tests point it at a local double. */
  pixelScriptUrl: string;
  /** Whether analytics and the pixel wait for a cookie-consent choice; true unless DORO_CONSENT_REQUIRED=false. */
  consentRequired: boolean;
  /**
   * Which proxies in front of Doro are believed about the client's address (TRUST_PROXY), handed to Fastify's
   * trustProxy: false (none, the default: the socket's peer is the client and X-Forwarded-For is ignored), a number
   * of hops, or the proxies' addresses and CIDR ranges. The client address is then the right-most entry of
   * X-Forwarded-For not added by a trusted proxy, so a client cannot choose it by writing the header itself.
   */
  trustProxy: false | number | string[];
  /**
   * The origin people reach Doro at (PUBLIC_URL, e.g. https://doro.example), from which every absolute link it hands
   * out is built (http/public-url.ts); required in production, where it cannot be guessed. Unset elsewhere: the
   * address the server listens on.
   */
  publicUrl: string | undefined;
  /** Extra origins allowed to call the API cross-origin (the SPA itself is same-origin and needs none). */
  allowedOrigins: string[];
  logLevel: string;
  /** DORO_DATA_KEY (base64, 32 bytes) as given; unset means the key file (server/chat/data-key.ts). */
  dataKeyBase64: string | undefined;
  /**
   * DORO_DATA_KEY_FILE: where the data key is kept when DORO_DATA_KEY is unset. By default in the user's config
   * folder (`$XDG_CONFIG_HOME/doro/data-key`, else `~/.config/doro/data-key`): never in the data folder, so a copy of
   * the database does not carry its key.
   */
  dataKeyFile: string;
  /**
   * METRICS_TOKEN: the bearer token a Prometheus scraper sends to GET /api/metrics (server/metrics/register.ts), at
   * least 32 characters; unset (the default) leaves the metrics off and the route absent.
   */
  metricsToken: string | null;
  chat: ChatConfig;
  ai: AiConfig;
  rateLimits: RateLimits;
}

/** At most `max` requests per subject in a window of `windowSeconds` that opens at the subject's first request. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Limits on what can be abused by repetition (server/http/rate-limit.ts). Each is set as "max/seconds", e.g.
 * DORO_RATE_LIMIT_CONTACT=5/600; tests set small ones.
 */
export interface RateLimits {
  /** Profile creation and the password-reset request: sign-up and sign-in bursts. */
  signIn: RateLimit;
  /** Failed promo code attempts: codes must not be guessable. */
  promoCode: RateLimit;
  /** Messages through the support form. */
  contact: RateLimit;
}

/**
 * Where Doro's replies come from (issue 5). All three of DORO_AI_BASE_URL, DORO_AI_API_KEY and DORO_AI_MODEL select
 * an OpenAI-compatible chat-completions endpoint; none of them means the embedded offline engine. Some but not all
 * is a mistake that fails at start rather than silently answering from the offline engine.
 */
export interface AiConfig {
  remote: { baseUrl: string; apiKey: string; model: string } | null;
  /** The longest wait for the endpoint to answer, and then between two streamed tokens. */
  timeoutMs: number;
  /** Retries of a request that failed before its first token (back-off: src/contract/backoff.ts). */
  maxRetries: number;
  /** The longest wait for the model's second opinion on a message's crisis level; nothing waits for it. */
  secondOpinionTimeoutMs: number;
  /**
   * Active use after which the AI disclosure (and, under 18, a break reminder) is shown again: 3 hours. The law of
   * the person's place may ask for less (server/law/session-notices.ts); this may shorten it, never lengthen it.
   */
  noticeIntervalSeconds: number;
  /** Tests only (DORO_TEST_USE_SCALE): use counts this many times faster towards those notices; 1 otherwise. */
  testUseScale: number;
}

/** Chat limits (issue 4). Minutes may be fractional, so tests and demos can use a plan of a few seconds. */
export interface ChatConfig {
  /** The length of one session unless the plan says otherwise: 30 minutes. */
  sessionSeconds: number;
  /** No user message for this long pauses an active session (status 5). */
  idleTimeoutSeconds: number;
  /** The free allowance per calendar month (UTC) until plans exist. */
  freeSecondsPerMonth: number;
  freeSessionsPerMonth: number;
  /** The placeholder reply's pace, word by word, so streaming looks and tests like streaming. */
  replyTokenDelayMs: number;
  /** User messages per account (DORO_RATE_LIMIT_CHAT_MESSAGES), counted per server instance. */
  messageRateLimit: RateLimit;
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const nodeEnv = text(env.NODE_ENV) ?? 'development';
  const isProduction = nodeEnv === 'production';
  const projectId = text(env.FIREBASE_PROJECT_ID) ?? 'demo-doro';
  const authEmulatorHost = text(env.FIREBASE_AUTH_EMULATOR_HOST);

  // Emulator ID tokens carry no signature: anyone could mint one for any uid. Production must therefore never run
  // with the emulator switch on, whatever the project (a demo-* project in production is just as open).
  if (isProduction && authEmulatorHost) {
    throw new ConfigError(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set (${authEmulatorHost}) while NODE_ENV=production. ` +
        'Emulator ID tokens are unsigned, so anyone could sign in as anyone. Unset FIREBASE_AUTH_EMULATOR_HOST and ' +
        'configure a real Firebase project, or run outside production (NODE_ENV=development) for local use.',
    );
  }

  const databaseUrl = text(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://.');
  }

  return {
    port: portNumber(env.PORT, 'PORT', 3000),
    host: text(env.HOST) ?? '127.0.0.1',
    nodeEnv,
    isProduction,
    databaseUrl,
    dataDir: resolve(cwd, text(env.DORO_DATA_DIR) ?? '.data'),
    embeddedPostgresPort: portNumber(env.DORO_PG_PORT, 'DORO_PG_PORT', 54329),
    firebase: {
      projectId,
      authEmulatorHost,
      refuseEmulatorTokens: isProduction,
      apiKey: text(env.FIREBASE_API_KEY) ?? 'fake-api-key',
      authDomain: text(env.FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
    },
    staticDir: resolve(cwd, text(env.DORO_STATIC_DIR) ?? 'dist'),
    analyticsMeasurementId: text(env.ANALYTICS_MEASUREMENT_ID) ?? null,
    pixelId: text(env.PIXEL_ID) ?? null,
    tokenSyncUrl: text(env.TOKEN_SYNC_URL) ?? null,
    pixelScriptUrl: text(env.DORO_PIXEL_SCRIPT_URL) ?? 'https://connect.facebook.net/en_US/fbevents.js',
    consentRequired: text(env.DORO_CONSENT_REQUIRED) !== 'false',
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    publicUrl: publicUrlSetting(env.PUBLIC_URL, isProduction),
    allowedOrigins: (text(env.ALLOWED_ORIGINS) ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: text(env.LOG_LEVEL) ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    dataKeyBase64: text(env.DORO_DATA_KEY),
    dataKeyFile: resolve(
      cwd,
      text(env.DORO_DATA_KEY_FILE) ??
        join(text(env.XDG_CONFIG_HOME) ?? join(text(env.HOME) ?? homedir(), '.config'), 'doro', 'data-key'),
    ),
    metricsToken: metricsTokenSetting(env.METRICS_TOKEN),
    chat: {
      sessionSeconds: minutesAsSeconds(env.DORO_SESSION_MINUTES, 'DORO_SESSION_MINUTES', 30),
      idleTimeoutSeconds: minutesAsSeconds(env.DORO_CHAT_IDLE_MINUTES, 'DORO_CHAT_IDLE_MINUTES', 10),
      freeSecondsPerMonth: minutesAsSeconds(env.DORO_FREE_MINUTES_PER_MONTH, 'DORO_FREE_MINUTES_PER_MONTH', 120),
      freeSessionsPerMonth: wholeNumber(env.DORO_FREE_SESSIONS_PER_MONTH, 'DORO_FREE_SESSIONS_PER_MONTH', 4),
      replyTokenDelayMs: wholeNumber(env.DORO_REPLY_TOKEN_DELAY_MS, 'DORO_REPLY_TOKEN_DELAY_MS', 30),
      // One a second on average: more than anyone types, far less than a script can send.
      messageRateLimit: rateLimit(env.DORO_RATE_LIMIT_CHAT_MESSAGES, 'DORO_RATE_LIMIT_CHAT_MESSAGES', '30/60'),
    },
    ai: loadAiConfig(env),
    rateLimits: {
      signIn: rateLimit(env.DORO_RATE_LIMIT_SIGN_IN, 'DORO_RATE_LIMIT_SIGN_IN', '10/600'),
      promoCode: rateLimit(env.DORO_RATE_LIMIT_PROMO_CODE, 'DORO_RATE_LIMIT_PROMO_CODE', '10/60'),
      contact: rateLimit(env.DORO_RATE_LIMIT_CONTACT, 'DORO_RATE_LIMIT_CONTACT', '5/600'),
    },
  };
}

/** Firebase reserves `demo-*` project ids for emulator-only projects that have no real users behind them. */
export function isDemoProject(projectId: string): boolean {
  return projectId.startsWith('demo-');
}

// Long enough that guessing it is hopeless (a random 24-byte base64 string is 32 characters): `openssl rand -base64 24`.
const metricsTokenMinLength = 32;

function metricsTokenSetting(value: string | undefined): string | null {
  const token = text(value);
  if (token === undefined) return null;
  if (token.length < metricsTokenMinLength) {
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${metricsTokenMinLength} characters (make one with: openssl rand -base64 24).`,
    );
  }
  return token;
}
