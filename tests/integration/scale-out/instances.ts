/**
 * Doro server processes of a test's own, as a deployment runs them: `server/main.ts` in separate processes, each on
 * its own port, all on one database (the integration run's) and one data key. Stop them with `stopAll()`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../scripts/ports';

export interface Instance {
  url: string;
  process: ChildProcess;
}

export function serverInstances(shared: { databaseUrl: string; emulatorHost: string }) {
  const running: Instance[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'doro-scale-out-'));
  // One key for all: any instance must read what another stored.
  const dataKey = randomBytes(32).toString('base64');

  return {
    async start(env: Record<string, string> = {}): Promise<Instance> {
      const port = await freePort();
      // Node itself, not the tsx wrapper (which runs the server in a child of its own): a signal must reach the server.
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: shared.databaseUrl,
          DORO_DATA_KEY: dataKey,
          DORO_DATA_DIR: dataDir,
          DORO_STATIC_DIR: join(dataDir, 'no-site'),
          FIREBASE_PROJECT_ID: 'demo-doro',
          FIREBASE_AUTH_EMULATOR_HOST: shared.emulatorHost,
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const instance = { url: `http://127.0.0.1:${port}`, process: child };
      running.push(instance);
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`instance did not start:\n${output}`)), 45_000);
        const watch = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Doro is ready at')) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', watch);
        child.stderr.on('data', watch);
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`instance exited (${code}):\n${output}`));
        });
      });
      return instance;
    },

    /** Kills one instance with SIGKILL, as a crash or an OOM kill does: no shutdown code runs. */
    async kill(instance: Instance) {
      if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => instance.process.once('exit', () => resolve()));
      instance.process.kill('SIGKILL');
      await exited;
    },

    async stopAll() {
      await Promise.all(
        running.splice(0).map(
          ({ process: child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
