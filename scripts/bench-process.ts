/**
 * The bench's servers run each in a child process of their own, as production runs them, so the load the bench
 * makes in its own process (WebSocket clients, autocannon) never shares their event loop or skews what they measure.
 * The bench calls forkBenchServer(); the child, the same script started with `--serve`, calls serveForBench().
 */
import { fork } from 'node:child_process';
import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';

/** What a child says over its IPC channel: ready, failed, or the answer to a question the bench asked. */
type FromChild =
  | { type: 'ready'; url: string }
  | { type: 'failed'; message: string }
  | { type: 'answer'; question: string; value: unknown };

export interface BenchServerProcess {
  url: string;
  /** Asks the child one of the questions it answers (see serveForBench) and resolves with its answer. */
  ask<T>(question: string): Promise<T>;
  /** Stops the child cleanly (so an embedded PostgreSQL stops with it) and waits for it to exit. */
  stop(): Promise<void>;
}

/** Starts `scriptUrl` (an import.meta.url) with `--serve` and `args` in a child and waits until it listens. */
export async function forkBenchServer(
  scriptUrl: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: { execArgv?: string[] } = {},
): Promise<BenchServerProcess> {
  const child = fork(fileURLToPath(scriptUrl), ['--serve', ...args], {
    // Extra Node flags, e.g. --expose-gc for a bench that measures what memory stays after a collection.
    execArgv: ['--import', 'tsx', ...cpuProfileFlags(), ...(options.execArgv ?? [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const next = (accept: (message: FromChild) => boolean) =>
    new Promise<FromChild>((resolve, reject) => {
      const onMessage = (message: FromChild) => {
        if (message.type === 'failed') reject(new Error(`a bench server failed: ${message.message}`));
        else if (accept(message)) resolve(message);
        else return;
        child.off('message', onMessage);
      };
      child.on('message', onMessage);
      void exited.then((code) => reject(new Error(`a bench server exited (${code})`)));
    });
  const ready = await next((message) => message.type === 'ready');
  return {
    url: ready.type === 'ready' ? ready.url : '',
    async ask<T>(question: string) {
      const answer = next((message) => message.type === 'answer' && message.question === question);
      child.send(question);
      const message = await answer;
      return (message.type === 'answer' ? message.value : undefined) as T;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.disconnect();
      await exited;
    },
  };
}

/**
 * Doro as production runs it, on free ports, with a fresh embedded PostgreSQL in `dataDir` and no built SPA (the
 * API benches need none; the bundle bench serves its own build).
 */
export async function doroServerEnv(dataDir: string, emulatorHost: string): Promise<NodeJS.ProcessEnv> {
  return {
    ...process.env,
    // Production in all but name: production refuses the Auth emulator the bench signs in with, and 'bench' differs
    // from it only there and in HSTS and upgrade-insecure-requests (server/config.ts isProduction).
    NODE_ENV: 'bench',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DORO_DATA_DIR: dataDir,
    DORO_PG_PORT: String(await freePort()),
    DORO_STATIC_DIR: resolvePath(dataDir, 'no-build'),
    DATABASE_URL: '',
    FIREBASE_PROJECT_ID: 'demo-doro',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  };
}

/**
 * The child's side: starts the server, answers the bench's questions, and stops cleanly when the bench is done (or
 * gone: the IPC channel closes with it).
 */
export async function serveForBench(
  start: () => Promise<{ url: string; close(): Promise<void>; answers?: Record<string, () => unknown> }>,
  answers: Record<string, () => unknown> = {},
): Promise<void> {
  try {
    const server = await start();
    const everyChildAnswers: Record<string, () => unknown> = { cpuMicros: () => totalCpuMicros(), ...server.answers };
    process.on('message', (question) => {
      const answer = typeof question === 'string' ? (answers[question] ?? everyChildAnswers[question]) : undefined;
      if (answer) send({ type: 'answer', question: question as string, value: answer() });
    });
    process.once('disconnect', () => void server.close().then(() => process.exit(0)));
    send({ type: 'ready', url: server.url });
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
}

/**
 * DORO_BENCH_CPU_PROF=<dir>: every bench server writes a V8 CPU profile there when it stops (open it in Chrome's
 * DevTools or speedscope), to see where a request's or a message's time goes by function.
 */
function cpuProfileFlags(): string[] {
  const dir = process.env.DORO_BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', '--cpu-prof-dir', resolvePath(dir)] : [];
}

const send = (message: FromChild) => process.send?.(message);

/** CPU time (user + system) this process has used so far, in microseconds. */
function totalCpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}
