/**
 * Reads the server's configuration from the environment once, at start, so the rest of the server sees typed values
 * and a bad setting fails loudly before anything listens.
 */
import { resolve } from 'node:path';

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
    /** "host:port" of the Auth emulator; set means ID tokens are unsigned emulator tokens. */
    authEmulatorHost: string | undefined;
    /** Public web config handed to the SPA by GET /api/client-config. */
    apiKey: string;
    authDomain: string;
  };
  /** Absolute path of the built SPA; served when it exists. */
  staticDir: string;
  /** Optional integrations the SPA switches on when set (spec point 7); null keeps them off. */
  analyticsMeasurementId: string | null;
  pixelId: string | null;
  tokenSyncUrl: string | null;
  /** Extra origins allowed to call the API cross-origin (the SPA itself is same-origin and needs none). */
  allowedOrigins: string[];
  logLevel: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const nodeEnv = text(env.NODE_ENV) ?? 'development';
  const isProduction = nodeEnv === 'production';
  const projectId = text(env.FIREBASE_PROJECT_ID) ?? 'demo-doro';
  const authEmulatorHost = text(env.FIREBASE_AUTH_EMULATOR_HOST);

  // Emulator ID tokens carry no signature: anyone could mint one for any uid. A real project in production must
  // therefore never run with the emulator switch on, whatever else is configured.
  if (isProduction && authEmulatorHost && !isDemoProject(projectId)) {
    throw new ConfigError(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set (${authEmulatorHost}) while NODE_ENV=production and ` +
        `FIREBASE_PROJECT_ID=${projectId} is a real Firebase project. Emulator ID tokens are unsigned, so anyone could ` +
        'sign in as anyone. Unset FIREBASE_AUTH_EMULATOR_HOST, or use a demo-* project for local runs.',
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
      apiKey: text(env.FIREBASE_API_KEY) ?? 'fake-api-key',
      authDomain: text(env.FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
    },
    staticDir: resolve(cwd, text(env.DORO_STATIC_DIR) ?? 'dist'),
    analyticsMeasurementId: text(env.ANALYTICS_MEASUREMENT_ID) ?? null,
    pixelId: text(env.PIXEL_ID) ?? null,
    tokenSyncUrl: text(env.TOKEN_SYNC_URL) ?? null,
    allowedOrigins: (text(env.ALLOWED_ORIGINS) ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: text(env.LOG_LEVEL) ?? (nodeEnv === 'test' ? 'warn' : 'info'),
  };
}

/** Firebase reserves `demo-*` project ids for emulator-only projects that have no real users behind them. */
export function isDemoProject(projectId: string): boolean {
  return projectId.startsWith('demo-');
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function portNumber(value: string | undefined, name: string, fallback: number): number {
  const raw = text(value);
  if (raw === undefined) return fallback;
  const port = Number(raw);
  // Port 0 asks the kernel for a free port, which tests use.
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be a port number between 0 and 65535, got "${raw}".`);
  }
  return port;
}
