/**
 * `npm test`: types, lint, unit, integration and browser tests in one run.
 * The Auth emulator takes seconds to start, so it starts once, first, while the type check and lint run, and every
 * later step shares it through FIREBASE_AUTH_EMULATOR_HOST. Each step's time goes to .test-data/test-times.json,
 * which `npm run bench` reports.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { startAuthEmulator, type AuthEmulator } from './emulator';
import { failureReport, playwrightReportPath, vitestReportPath } from './test-failures';
import { testTimesPath, recordTestRun } from './test-times';

interface Step {
  name: string;
  command: string;
  args: string[];
}

const only = process.argv.slice(2);
const allSteps: Step[] = [
  { name: 'types', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: 'npm', args: ['run', '-s', 'lint'] },
  {
    name: 'unit+integration',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReportPath}`],
  },
  { name: 'build', command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] },
  { name: 'browser', command: 'npx', args: ['playwright', 'test', '--reporter=list,json'] },
];
const steps = allSteps.filter((step) => only.length === 0 || only.includes(step.name));

const needsEmulator = steps.some((step) => step.name === 'unit+integration' || step.name === 'browser');
let emulator: AuthEmulator | undefined;
const emulatorReady: Promise<string | undefined> = process.env.FIREBASE_AUTH_EMULATOR_HOST
  ? Promise.resolve(process.env.FIREBASE_AUTH_EMULATOR_HOST)
  : needsEmulator
    ? startAuthEmulator().then((started) => {
        emulator = started;
        return started.host;
      })
    : Promise.resolve(undefined);
emulatorReady.catch(() => undefined); // Reported where it is awaited.

// The step's output is printed as it comes and its last part kept, for the summary's account of what failed.
const KEPT_OUTPUT = 2_000_000;

function run(step: Step, env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['inherit', 'pipe', 'pipe'], env });
    let output = '';
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      output = (output + chunk.toString()).slice(-KEPT_OUTPUT);
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const results: { name: string; ok: boolean; seconds: number; failures: string[] }[] = [];
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});

try {
  for (const step of steps) {
    if (interrupted) break;
    const env: NodeJS.ProcessEnv = { ...process.env };
    if (step.name === 'unit+integration' || step.name === 'browser') {
      try {
        const host = await emulatorReady;
        if (host) env.FIREBASE_AUTH_EMULATOR_HOST = host;
      } catch (error) {
        console.error(`\n${(error as Error).message}`);
        results.push({ name: step.name, ok: false, seconds: 0, failures: [] });
        continue;
      }
    }
    // A report left by an earlier run must not be read as this one's.
    for (const path of [vitestReportPath, playwrightReportPath]) rmSync(path, { force: true });
    mkdirSync(dirname(vitestReportPath), { recursive: true });
    env.PLAYWRIGHT_JSON_OUTPUT_FILE = playwrightReportPath;
    console.log(`\n=== ${step.name}: ${step.command} ${step.args.join(' ')}`);
    const started = Date.now();
    const { code, output } = await run(step, env);
    const ok = code === 0;
    results.push({
      name: step.name,
      ok,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      failures: ok ? [] : failureReport(step.name, output),
    });
  }
} finally {
  await emulator?.stop();
}

console.log('\n=== summary');
for (const result of results) {
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds} s)`);
  for (const line of result.failures) console.log(line);
}
const failed = results.filter((result) => !result.ok).length;
recordTestRun({
  date: new Date().toISOString(),
  steps: results.map(({ name, ok, seconds }) => ({ name, ok, seconds })),
  totalSeconds: Math.round(results.reduce((sum, result) => sum + result.seconds, 0) * 10) / 10,
  complete: !interrupted && results.length === allSteps.length,
});
console.log(`step times written to ${testTimesPath}`);
process.exit(failed > 0 || interrupted || results.length < steps.length ? 1 : 0);
