/**
 * What failed in the last `npm test`, said again at its very end. CI shows only the tail of the run, where the
 * browser step's output buries the unit and integration step's failures: the summary names each failed test with
 * the first lines of its error, read from the JSON reports vitest and Playwright write beside their usual output,
 * and any error a step printed outside a test (an unhandled rejection fails a vitest run without failing a test).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const vitestReportPath = resolve('.test-data/vitest-report.json');
export const playwrightReportPath = resolve('.test-data/playwright-report.json');

export interface Failure {
  /** File, then the describe blocks and the test's name. */
  test: string;
  /** The error's first lines, colours removed. */
  error: string[];
}

const ERROR_LINES = 8;

// oxlint-disable-next-line no-control-regex -- the escape character is what a colour code starts with
const COLOUR = /\u001B\[[0-9;]*m/g;

function firstLines(text: string | undefined, count = ERROR_LINES): string[] {
  return (
    (text ?? '')
      .replace(COLOUR, '')
      .split('\n')
      .map((line) => line.trimEnd())
      // Frames inside the test runners say nothing about the failure.
      .filter((line) => line.trim() !== '' && !/node_modules\/|<anonymous>/.test(line))
      .slice(0, count)
  );
}

interface VitestReport {
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { ancestorTitles?: string[]; title: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** Failed tests in vitest's JSON report, and files that failed outside any test (a hook, an import). */
export function vitestFailures(report: VitestReport, root = process.cwd()): Failure[] {
  const failures: Failure[] = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push({
        test: [name, ...(test.ancestorTitles ?? []), test.title].join(' > '),
        error: firstLines(test.failureMessages?.join('\n')),
      });
    }
    if (file.status === 'failed' && failed.length === 0) failures.push({ test: name, error: firstLines(file.message) });
  }
  return failures;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    ok: boolean;
    tests?: { results?: { status: string; error?: { message?: string }; errors?: { message?: string }[] }[] }[];
  }[];
}

/** Failed tests in Playwright's JSON report, with the error of their last try. */
export function playwrightFailures(report: { suites?: PlaywrightSuite[]; errors?: { message?: string }[] }): Failure[] {
  const failures: Failure[] = [];
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const results = spec.tests?.flatMap((test) => test.results ?? []) ?? [];
      const last = results.at(-1);
      failures.push({
        test: [...here, spec.title].join(' > '),
        error: firstLines(last?.error?.message ?? last?.errors?.map((error) => error.message).join('\n')),
      });
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? [])
    failures.push({ test: '(outside any test)', error: firstLines(error.message) });
  return failures;
}

/**
 * Errors a step printed outside its tests: vitest's "Unhandled Errors" block, which fails the run though every test
 * passed. The block's first lines are kept.
 */
export function unhandledErrors(output: string): string[] {
  const lines = output.replace(COLOUR, '').split('\n');
  const start = lines.findIndex((line) => /Unhandled (Errors?|Rejection)/.test(line));
  return start === -1 ? [] : firstLines(lines.slice(start).join('\n'), 20);
}

function readJson<T>(path: string): T | undefined {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The lines to print for a failed step: its failed tests, else what it printed outside them. */
export function failureReport(step: string, output: string): string[] {
  const report =
    step === 'unit+integration'
      ? vitestFailures(readJson<VitestReport>(vitestReportPath) ?? {})
      : step === 'browser'
        ? playwrightFailures(readJson(playwrightReportPath) ?? {})
        : [];
  const lines = report.flatMap((failure) => [`  ${failure.test}`, ...failure.error.map((line) => `      ${line}`)]);
  const outside = unhandledErrors(output);
  if (outside.length > 0) lines.push('  printed outside the tests:', ...outside.map((line) => `      ${line}`));
  return lines;
}
