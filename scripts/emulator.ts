/**
 * Starts the Firebase Auth emulator (firebase-tools, project demo-doro) as a child process.
 * Used by `npm start`, `npm run dev` and the test runs, so there is one way to get an identity provider locally.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, waitFor } from './ports';

export interface AuthEmulator {
  /** "127.0.0.1:PORT", the form FIREBASE_AUTH_EMULATOR_HOST takes. */
  host: string;
  stop(): Promise<void>;
}

export interface AuthEmulatorOptions {
  port?: number;
  projectId?: string;
  /** Where the emulator's own output goes; quiet by default. */
  log?: (line: string) => void;
}

const watchdog = fileURLToPath(new URL('./emulator-watchdog.mjs', import.meta.url));
const firebaseBin = join(
  dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json')),
  'lib/bin/firebase.js',
);

export async function startAuthEmulator(options: AuthEmulatorOptions = {}): Promise<AuthEmulator> {
  const port = options.port ?? (await freePort());
  const projectId = options.projectId ?? 'demo-doro';
  // The emulator hub and logging ports default to fixed numbers; free ones let a dev server and a test run coexist.
  const [hubPort, loggingPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'doro-auth-emulator-'));
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  // Through the watchdog, so the emulator never outlives this process.
  const child = spawn(
    process.execPath,
    [watchdog, String(process.pid), firebaseBin, 'emulators:start', '--only', 'auth', '--project', projectId],
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '', CI: process.env.CI ?? '' },
    },
  );
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      output.push(line);
      options.log?.(line);
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.on('exit', killOnExit);

  const host = `127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    await waitFor(
      async () => {
        if (exited) throw new Error('exited');
        const response = await fetch(`http://${host}/`);
        const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
        return body.authEmulator?.ready === true;
      },
      90_000,
      'the Firebase Auth emulator',
    );
  } catch (error) {
    killGroup(child, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `The Firebase Auth emulator did not start: ${(error as Error).message}\n${output.slice(-20).join('\n')}`,
      {
        cause: error,
      },
    );
  }

  return {
    host,
    async stop() {
      process.off('exit', killOnExit);
      if (!exited) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        killGroup(child, 'SIGTERM');
        const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
        await gone;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

// `npx tsx scripts/emulator.ts` runs one by hand, on FIREBASE_AUTH_EMULATOR_PORT (default 9099).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const emulator = await startAuthEmulator({ port: Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099) });
  console.log(`Auth emulator ready: FIREBASE_AUTH_EMULATOR_HOST=${emulator.host}`);
  const stop = () => void emulator.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
