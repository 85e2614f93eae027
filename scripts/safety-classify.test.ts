import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function classifyLines(input: string): Promise<{ stdout: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'safety:classify'], { stdio: ['pipe', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ stdout, code }));
    child.stdin.end(input);
  });
}

describe('npm run -s safety:classify', () => {
  it('writes one JSON object per input line and nothing else', async () => {
    const { stdout, code } = await classifyLines(
      ['I want to kill myself', 'this workout is killing me', '', 'I have the pills and I am doing it tonight'].join(
        '\n',
      ),
    );
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    const results = lines.map((line) => JSON.parse(line) as { crisis: boolean; level: string });
    expect(results.map((r) => [r.crisis, r.level])).toEqual([
      [true, 'urgent'],
      [false, 'none'],
      [false, 'none'],
      [true, 'imminent'],
    ]);
  }, 30_000);
});
