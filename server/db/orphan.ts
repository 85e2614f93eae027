/** Detecting and stopping a PostgreSQL server that outlived the Doro process that started it. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EmbeddedDatabaseError } from './embedded-error';

/** The postmaster's pid from the first line of `postmaster.pid`, if the file exists. */
export function readPostmasterPid(pgDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** True for a running process; a zombie (exited, not yet reaped by its new parent) counts as gone. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user (e.g. the postgres user when we are not root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // No /proc here: trust kill(0).
  }
}

/**
 * When the process started (clock ticks since boot, from /proc), so a pid reused by another program after a reboot or
 * container restart is not mistaken for the one that wrote it. Undefined where there is no /proc.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/**
 * SIGINT is PostgreSQL's "fast" shutdown: it ends sessions, checkpoints and exits, removing postmaster.pid. If that
 * takes too long (a stuck backend), SIGQUIT is the immediate shutdown; PostgreSQL recovers from its WAL on the next
 * start, losing nothing that was committed.
 */
export async function stopOrphanedPostgres(pid: number, pgDir: string): Promise<void> {
  const stopped = () => !isProcessAlive(pid) || !existsSync(join(pgDir, 'postmaster.pid'));
  for (const [signal, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      // Gone in the meantime.
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (stopped()) return waitForExit(pid);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new EmbeddedDatabaseError(
    `A database server left behind by an earlier run (pid ${pid}) does not stop. Stop it by hand: kill ${pid}`,
  );
}

/** postmaster.pid goes a moment before the process itself; wait so the port is free again. */
async function waitForExit(pid: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (isProcessAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}
