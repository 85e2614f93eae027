import { describe, expect, it } from 'vitest';
import { playwrightFailures, unhandledErrors, vitestFailures } from './test-failures';

describe("the summary's account of what failed", () => {
  it('names each failed vitest test with its describe blocks, file and first error lines, and skips passing ones', () => {
    const failures = vitestFailures(
      {
        testResults: [
          {
            name: '/repo/tests/integration/chat.test.ts',
            status: 'failed',
            assertionResults: [
              { ancestorTitles: ['chat'], title: 'keeps order', status: 'passed', failureMessages: [] },
              {
                ancestorTitles: ['chat', 'resume'],
                title: 'one live session',
                status: 'failed',
                failureMessages: ['\u001B[31mAssertionError: expected 2 to be 1\u001B[39m\n\n    at chat.test.ts:12:3'],
              },
            ],
          },
          { name: '/repo/src/ok.test.ts', status: 'passed', assertionResults: [] },
        ],
      },
      '/repo',
    );
    expect(failures).toEqual([
      {
        test: 'tests/integration/chat.test.ts > chat > resume > one live session',
        error: ['AssertionError: expected 2 to be 1', '    at chat.test.ts:12:3'],
      },
    ]);
  });

  it('reports a file that failed outside any test (an import or a hook)', () => {
    expect(
      vitestFailures(
        {
          testResults: [
            { name: '/repo/a.test.ts', status: 'failed', message: 'Error: hook timed out', assertionResults: [] },
          ],
        },
        '/repo',
      ),
    ).toEqual([{ test: 'a.test.ts', error: ['Error: hook timed out'] }]);
  });

  it("names each failed Playwright spec by file and title with its last try's error", () => {
    const failures = playwrightFailures({
      suites: [
        {
          title: 'fixes18.spec.ts',
          specs: [
            { title: 'passes', ok: true, tests: [] },
            {
              title: 'no dots on the chart',
              ok: false,
              tests: [{ results: [{ status: 'failed', error: { message: 'Expected: 0\nReceived: 14' } }] }],
            },
          ],
        },
      ],
    });
    expect(failures).toEqual([
      { test: 'fixes18.spec.ts > no dots on the chart', error: ['Expected: 0', 'Received: 14'] },
    ]);
  });

  it("keeps vitest's unhandled errors, which fail a run in which every test passed", () => {
    const output = ' Test Files  80 passed (80)\n⎯⎯⎯ Unhandled Rejection ⎯⎯⎯\nError: socket hang up\n  at x.ts:1\n';
    expect(unhandledErrors(output)).toEqual(['⎯⎯⎯ Unhandled Rejection ⎯⎯⎯', 'Error: socket hang up', '  at x.ts:1']);
    expect(unhandledErrors(' Test Files  80 passed (80)\n')).toEqual([]);
  });
});
