/**
 * The API bench (issues 9 and 22): what the framework around a route costs. autocannon drives, at 64 connections for
 * the same time each, taking turns in slices of about 2 s (loadInterleaved):
 * - authenticated: GET /api/users/me/ on the real server (production settings, its embedded PostgreSQL) with a real
 *   emulator user's ID token: authentication hook, ts-rest, wire-case conversion, security headers, and the profile
 *   from the instance's profile cache, which the database's change notifications keep true (decision 023); the
 *   report shows the cache's hits and misses over the run;
 * - public: GET /api/ptests/ on the same server, anonymous: a read the same for everyone, answered from the public
 *   cache's memory (server/http/public-cache.ts, decision 029) with its ETag (no If-None-Match: every request gets
 *   the whole body, as a first visit would); the report shows that cache's hits and misses too;
 * - bare: a fresh `fastify()` with one GET returning a small JSON, started in the same run;
 * - bare + one query: the same bare route reading one row by primary key through pg from an embedded PostgreSQL
 *   of its own. Not a target: the ceiling this machine allows any read that makes one database round trip, so the
 *   report shows how much of the gap is Doro and how much is the database (decision 022).
 * Both servers run in child processes of their own (autocannon runs here) and get the same warm-up first. The last
 * runs afterwards on its own (the others idle): it needs an embedded PostgreSQL of its own.
 * Issue 22's Must show: public/bare requests per second >= 0.5 and authenticated/bare >= 0.7, in the same run.
 *
 * `npm run bench` calls benchApi(); `npx tsx scripts/bench-api.ts [seconds]` runs it alone (JSON on stdout), and
 * `npx tsx scripts/bench-api.ts [seconds] authenticated` only the authenticated read against bare Fastify.
 * It uses the Auth emulator named by FIREBASE_AUTH_EMULATOR_HOST, or starts one.
 */
import { rmSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { Pool } from 'pg';
import { bearer } from '../tests/integration/emulator-users';
import { chatUser } from '../tests/integration/chat-client';
import { loadConfig } from '../server/config';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { startServer } from '../server/start';
import type { PublicCacheStats } from '../server/http/public-cache';
import type { ProfileCacheStats } from '../server/users/profile-cache';
import { doroServerEnv, forkBenchServer, serveForBench, type BenchServerProcess } from './bench-process';
import { startAuthEmulator } from './emulator';
import { sliceRatio } from './bench-ratio';
import { freePort } from './ports';

export const apiTargets = { connections: 64, minRatio: 0.7, minPublicRatio: 0.5 } as const;

export interface LoadFigures {
  url: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** The server process's CPU time per request: what the route costs, whatever else the machine is doing. */
  serverCpuMicrosPerRequest: number;
  /** Requests per second in each slice of the interleaved run, in order (see loadInterleaved). */
  sliceRequestsPerSecond: number[];
}

/** The profile cache over the measured run (Doro only): a hit skipped the database, a miss read it. */
export type ProfileCacheFigures = Pick<ProfileCacheStats, 'hits' | 'misses' | 'listening'>;
/** The public cache over the measured run: a hit was answered from memory, a miss ran the handler. */
export type PublicCacheFigures = Pick<PublicCacheStats, 'hits' | 'misses' | 'listening'>;

export interface ApiBenchReport {
  connections: number;
  durationSeconds: number;
  authenticated: LoadFigures & { profileCache: ProfileCacheFigures };
  public: LoadFigures & { publicCache: PublicCacheFigures };
  bare: LoadFigures;
  bareQuery: LoadFigures;
  /** authenticated / bare requests per second: the median of the rounds' ratios (see sliceRatio). */
  ratio: number;
  /** public (GET /api/ptests/) / bare requests per second, the same way. */
  publicRatio: number;
  /** The same two over the whole run's totals, for comparison: one disturbed slice moves these, not the medians. */
  ratioOfTotals: { authenticated: number; public: number };
  /** bare + one query / bare requests per second: the ceiling for a read that makes one round trip, here. */
  bareQueryRatio: number;
  target: { minRatio: number; minPublicRatio: number };
  pass: boolean;
}

const dataDir = resolvePath('.test-data/bench-api');
const bareQueryDataDir = resolvePath('.test-data/bench-api-query');
const warmUpSeconds = 2;

export async function benchApi(options: { durationSeconds?: number } = {}): Promise<ApiBenchReport> {
  const durationSeconds = options.durationSeconds ?? 10;
  return withServers(async ({ doro, bare, user }) => {
    const before = await doro.ask<ProfileCacheStats>('profileCache');
    const publicBefore = await doro.ask<PublicCacheStats>('publicCache');
    const [bareFigures, doroFigures, publicFigures] = (await loadInterleaved(
      [
        { server: bare, path: '/', headers: {} },
        { server: doro, path: '/api/users/me/', headers: user },
        { server: doro, path: '/api/ptests/', headers: {} },
      ],
      durationSeconds,
    )) as [LoadFigures, LoadFigures, LoadFigures];
    const after = await doro.ask<ProfileCacheStats>('profileCache');
    const publicAfter = await doro.ask<PublicCacheStats>('publicCache');
    const authenticated = {
      ...doroFigures,
      profileCache: {
        hits: after.hits - before.hits,
        misses: after.misses - before.misses,
        listening: after.listening,
      },
    };
    const publicRead = {
      ...publicFigures,
      publicCache: {
        hits: publicAfter.hits - publicBefore.hits,
        misses: publicAfter.misses - publicBefore.misses,
        listening: publicAfter.listening,
      },
    };
    const bareQuery = await measureBareQuery(durationSeconds);
    const ratio = sliceRatio(authenticated, bareFigures);
    const publicRatio = sliceRatio(publicRead, bareFigures);
    return {
      connections: apiTargets.connections,
      durationSeconds,
      authenticated,
      public: publicRead,
      bare: bareFigures,
      bareQuery,
      ratio,
      publicRatio,
      ratioOfTotals: {
        authenticated: round(authenticated.requestsPerSecond / bareFigures.requestsPerSecond, 1000),
        public: round(publicRead.requestsPerSecond / bareFigures.requestsPerSecond, 1000),
      },
      bareQueryRatio: round(bareQuery.requestsPerSecond / bareFigures.requestsPerSecond, 1000),
      target: { minRatio: apiTargets.minRatio, minPublicRatio: apiTargets.minPublicRatio },
      pass:
        ratio >= apiTargets.minRatio &&
        publicRatio >= apiTargets.minPublicRatio &&
        clean(authenticated) &&
        clean(publicRead),
    };
  });
}

export interface AuthenticatedReadReport {
  connections: number;
  durationSeconds: number;
  authenticated: LoadFigures;
  bare: LoadFigures;
  /** authenticated / bare requests per second: the median of the rounds' ratios (see sliceRatio). */
  ratio: number;
  /** The same over the whole run's totals. */
  ratioOfTotals: number;
  target: { minRatio: number };
  pass: boolean;
}

/**
 * The authenticated read against bare Fastify and nothing else (no public read, no bare + one query): a quicker
 * measure while working on that read. `npx tsx scripts/bench-api.ts [seconds] authenticated` runs it.
 */
export async function benchAuthenticatedRead(
  options: { durationSeconds?: number } = {},
): Promise<AuthenticatedReadReport> {
  const durationSeconds = options.durationSeconds ?? 10;
  return withServers(async ({ doro, bare, user }) => {
    const [bareFigures, authenticated] = (await loadInterleaved(
      [
        { server: bare, path: '/', headers: {} },
        { server: doro, path: '/api/users/me/', headers: user },
      ],
      durationSeconds,
    )) as [LoadFigures, LoadFigures];
    const ratio = sliceRatio(authenticated, bareFigures);
    return {
      connections: apiTargets.connections,
      durationSeconds,
      authenticated,
      bare: bareFigures,
      ratio,
      ratioOfTotals: round(authenticated.requestsPerSecond / bareFigures.requestsPerSecond, 1000),
      target: { minRatio: apiTargets.minRatio },
      pass: ratio >= apiTargets.minRatio && clean(authenticated),
    };
  });
}

const clean = (figures: LoadFigures) => figures.errors + figures.non2xx === 0;

/** Doro and bare Fastify each in a child of its own, and a signed-in user's Authorization header for Doro. */
async function withServers<T>(
  measure: (servers: {
    doro: BenchServerProcess;
    bare: BenchServerProcess;
    user: Record<string, string>;
  }) => Promise<T>,
): Promise<T> {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ? undefined : await startAuthEmulator();
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || emulator!.host;
  rmSync(dataDir, { recursive: true, force: true });
  const doro = await forkBenchServer(import.meta.url, ['doro'], await doroServerEnv(dataDir, emulatorHost));
  try {
    const bare = await forkBenchServer(import.meta.url, ['bare'], { ...process.env, PORT: String(await freePort()) });
    try {
      const user = await chatUser(doro.url, emulatorHost, { acceptDisclaimer: false });
      return await measure({ doro, bare, user: bearer(user) });
    } finally {
      await bare.stop();
    }
  } finally {
    await doro.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await emulator?.stop();
  }
}

/** The bare route plus one primary-key read, in a child with its own embedded PostgreSQL (after Doro's stopped its load). */
async function measureBareQuery(durationSeconds: number): Promise<LoadFigures> {
  rmSync(bareQueryDataDir, { recursive: true, force: true });
  const env = { ...process.env, PORT: String(await freePort()), DORO_PG_PORT: String(await freePort()) };
  const server = await forkBenchServer(import.meta.url, ['bare-query'], env);
  try {
    return await load(server, '/?uid=bench-user', {}, durationSeconds);
  } finally {
    await server.stop();
    rmSync(bareQueryDataDir, { recursive: true, force: true });
  }
}

interface Target {
  server: BenchServerProcess;
  path: string;
  headers: Record<string, string>;
}

/** One server alone: a short unmeasured warm-up (JIT, connection pools), then the measured run. */
async function load(
  server: BenchServerProcess,
  path: string,
  headers: Record<string, string>,
  durationSeconds: number,
) {
  const [figures] = await loadInterleaved([{ server, path, headers }], durationSeconds);
  return figures!;
}

/**
 * Servers measured in turns: each gets its warm-up, then the run is cut into slices of about 2 s and the servers
 * take turns slice by slice, so a change in what else the machine is doing (these are shared virtual machines) falls
 * on all of them alike instead of on whichever ran last. Throughput is all requests over all measured time; p50 is
 * the median of the slices' and p99 the worst slice's; each slice's rate is kept for the ratios (bench-ratio.ts).
 */
async function loadInterleaved(targets: Target[], durationSeconds: number): Promise<LoadFigures[]> {
  const run = (target: Target, duration: number) =>
    autocannon({
      url: target.server.url + target.path,
      headers: target.headers,
      connections: apiTargets.connections,
      duration,
    });
  for (const target of targets) await run(target, warmUpSeconds);
  const slices = Math.max(1, Math.round(durationSeconds / 2));
  const totals = targets.map(() => ({
    requests: 0,
    seconds: 0,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    cpuMicros: 0,
    p50: [] as number[],
    p99: 0,
    rates: [] as number[],
  }));
  for (let slice = 0; slice < slices; slice++) {
    for (const [index, target] of targets.entries()) {
      const total = totals[index]!;
      const cpuBefore = await target.server.ask<number>('cpuMicros');
      const result = await run(target, durationSeconds / slices);
      total.cpuMicros += (await target.server.ask<number>('cpuMicros')) - cpuBefore;
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.errors += result.errors;
      total.timeouts += result.timeouts;
      total.non2xx += result.non2xx;
      total.p50.push(result.latency.p50);
      total.rates.push(round(result.requests.total / result.duration));
      total.p99 = Math.max(total.p99, result.latency.p99);
    }
  }
  return targets.map((target, index) => {
    const total = totals[index]!;
    const p50s = total.p50.toSorted((a, b) => a - b);
    return {
      url: target.path,
      requestsPerSecond: round(total.requests / total.seconds),
      latencyMs: { p50: p50s[Math.floor(p50s.length / 2)]!, p99: total.p99 },
      requests: total.requests,
      errors: total.errors,
      timeouts: total.timeouts,
      non2xx: total.non2xx,
      serverCpuMicrosPerRequest: Math.round(total.cpuMicros / Math.max(1, total.requests)),
      sliceRequestsPerSecond: total.rates,
    };
  });
}

const round = (value: number, by = 10) => Math.round(value * by) / by;

/** Doro as production runs it, answering the bench's questions about its caches. */
async function startDoro() {
  const server = await startServer(loadConfig());
  return {
    ...server,
    answers: { profileCache: () => server.profileCacheStats(), publicCache: () => server.publicCacheStats() },
  };
}

/** The bare route: what Fastify alone does on this machine right now, the yardstick for the ratio. */
async function startBareFastify() {
  const app = Fastify();
  app.get('/', async () => ({ ok: true, service: 'bare' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : Number(process.env.PORT);
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** Bare Fastify reading one row by primary key, parameterized like every Doro query, through a pg pool of 10. */
async function startBareQuery() {
  const database = await startEmbeddedPostgres({ dataDir: bareQueryDataDir, port: Number(process.env.DORO_PG_PORT) });
  const pool = new Pool({ connectionString: database.connectionString, max: 10 });
  // pool.end() resolves before every socket is gone: the database's shutdown notice then reaches an idle client,
  // and without a listener it would crash this process as it closes (seen in the bench log).
  pool.on('error', () => undefined);
  await pool.query(
    'create table profiles (uid text primary key, email text not null, name text, created_at timestamptz not null default now())',
  );
  await pool.query("insert into profiles (uid, email, name) values ('bench-user', 'bench@example.com', null)");
  const app = Fastify();
  app.get<{ Querystring: { uid?: string } }>('/', async (request, reply) => {
    const { rows } = await pool.query('select * from profiles where uid = $1', [request.query.uid ?? '']);
    return rows[0] ?? reply.code(404).send({ message: 'no such profile' });
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${process.env.PORT}`,
    close: async () => {
      await app.close();
      await pool.end();
      await database.stop();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--serve')) {
    const servers = { bare: startBareFastify, 'bare-query': startBareQuery, doro: startDoro };
    const name =
      (['bare-query', 'bare', 'doro'] as const).find((candidate) => process.argv.includes(candidate)) ?? 'doro';
    await serveForBench(servers[name]);
  } else {
    const seconds = Number(process.argv[2]);
    const options = { durationSeconds: seconds > 0 ? seconds : undefined };
    const report = process.argv.includes('authenticated') ? benchAuthenticatedRead(options) : benchApi(options);
    console.log(JSON.stringify(await report, null, 2));
  }
}
