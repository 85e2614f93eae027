/**
 * The embedded database across runs: data survives, a server orphaned by a killed Doro process is stopped before a
 * new one starts (never two on one folder), and a folder in use by a live Doro server is refused.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/ports';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { isProcessAlive, processStartTime, readPostmasterPid } from '../../server/db/orphan';

const fixture = resolve(import.meta.dirname, 'fixtures/hold-database.ts');
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

async function startHolder(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir, String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  await new Promise<void>((resolveReady, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolveReady();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`holder exited (${code}): ${output}`)));
  });
  return child;
}

async function readSurvivors(connectionString: string): Promise<string[]> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<{ note: string }>('select note from survivors')).rows.map((row) => row.note);
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL server', () => {
  it('stops the server left behind by a killed run, starts its own and keeps the data', async () => {
    const dataDir = join(inject('testDataDir'), 'orphan');
    const port = await freePort();
    const holder = await startHolder(dataDir, port);

    holder.kill('SIGKILL');
    await new Promise((resolveExit) => holder.once('exit', resolveExit));
    const orphan = readPostmasterPid(join(dataDir, 'postgres'));
    expect(orphan).toBeDefined();
    expect(isProcessAlive(orphan!)).toBe(true);

    const database = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect(isProcessAlive(orphan!)).toBe(false);
      const current = readPostmasterPid(join(dataDir, 'postgres'));
      expect(current).not.toBe(orphan);
      expect(readFileSync(join(dataDir, 'postgres.owner'), 'utf8')).toMatch(new RegExp(`^${process.pid}\\b`));
      expect(await readSurvivors(database.connectionString)).toEqual(['written before the kill']);
    } finally {
      await database.stop();
    }
    expect(existsSync(join(dataDir, 'postgres.owner'))).toBe(false);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });

  it('refuses a folder whose Doro server is alive, and leaves that server running', async () => {
    const dataDir = join(inject('testDataDir'), 'owned');
    const port = await freePort();
    const holder = await startHolder(dataDir, port);
    const running = readPostmasterPid(join(dataDir, 'postgres'))!;
    const startedAt = processStartTime(running);
    // The same process, not a later one that was given its pid: a whole run forks PostgreSQL backends by the
    // thousand and pids wrap at 32768 here.
    const postmasterAlive = () => isProcessAlive(running) && processStartTime(running) === startedAt;

    await expect(startEmbeddedPostgres({ dataDir, port: await freePort() })).rejects.toThrow(
      new RegExp(`Another Doro server \\(pid ${holder.pid}\\) is using the database`),
    );
    expect(postmasterAlive()).toBe(true);

    holder.kill('SIGTERM');
    // Exit code 0: the holder's stop() returned, which waits for the postmaster's own exit.
    expect(await new Promise((resolveExit) => holder.once('exit', resolveExit))).toBe(0);
    await expect.poll(postmasterAlive, { timeout: 30_000, interval: 100 }).toBe(false);
    expect(existsSync(join(dataDir, 'postgres.owner'))).toBe(false);
  }, 60_000);

  it('refuses a second start on the same folder within one process', async () => {
    const dataDir = join(inject('testDataDir'), 'twice');
    const database = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    try {
      await expect(startEmbeddedPostgres({ dataDir, port: await freePort() })).rejects.toThrow(/already runs/);
    } finally {
      await database.stop();
    }
  });
});
