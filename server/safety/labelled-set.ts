/**
 * The project's labelled crisis set (tests/safety/labelled-set.jsonl) and how the classifier scores on it. The bench
 * prints the figures; a unit test holds them to the targets of issue 5 (recall >= 0.95, false positives <= 0.05).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { classifyMessage } from './classifier';

const labelledLine = z.object({
  text: z.string().min(1),
  context: z.array(z.string()).optional(),
  crisis: z.boolean(),
  level: z.enum(['none', 'concern', 'urgent', 'imminent']),
  kind: z.string().min(1),
  split: z.enum(['dev', 'holdout']),
});

export type LabelledMessage = z.infer<typeof labelledLine>;

export const labelledSetPath = new URL('../../tests/safety/labelled-set.jsonl', import.meta.url);

export function readLabelledSet(path: URL | string = labelledSetPath): LabelledMessage[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const parsed = labelledLine.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`labelled set line ${index + 1}: ${parsed.error.issues[0]?.message}`);
      return parsed.data;
    });
}

export interface Score {
  messages: number;
  crisisMessages: number;
  otherMessages: number;
  /** Crisis messages flagged, over crisis messages (null when there are none). */
  recall: number | null;
  /** Other messages flagged, over other messages (null when there are none). */
  falsePositiveRate: number | null;
  /** Crisis messages whose level matched the label exactly: informative, not a target. */
  levelAgreement: number | null;
}

export interface Miss {
  text: string;
  expected: LabelledMessage['level'];
  got: string;
  kind: string;
  split: string;
}

function ratio(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;
}

function score(results: ReadonlyArray<{ item: LabelledMessage; crisis: boolean; level: string }>): Score {
  const crisis = results.filter((r) => r.item.crisis);
  const other = results.filter((r) => !r.item.crisis);
  return {
    messages: results.length,
    crisisMessages: crisis.length,
    otherMessages: other.length,
    recall: ratio(crisis.filter((r) => r.crisis).length, crisis.length),
    falsePositiveRate: ratio(other.filter((r) => r.crisis).length, other.length),
    levelAgreement: ratio(crisis.filter((r) => r.level === r.item.level).length, crisis.length),
  };
}

export interface SafetyReport {
  overall: Score;
  bySplit: Record<string, Score>;
  byKind: Record<string, Score>;
  misses: Miss[];
  /** Mean time to classify one message, in microseconds. */
  meanMicroseconds: number;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const item of items) (groups[key(item)] ??= []).push(item);
  return groups;
}

export function scoreLabelledSet(set: readonly LabelledMessage[] = readLabelledSet()): SafetyReport {
  const started = performance.now();
  const results = set.map((item) => ({
    item,
    ...classifyMessage(item.text, { recentUserMessages: item.context }),
  }));
  const meanMicroseconds = Math.round(((performance.now() - started) * 1000) / Math.max(1, set.length));
  const mapScores = (groups: Record<string, typeof results>) =>
    Object.fromEntries(Object.entries(groups).map(([name, group]) => [name, score(group)]));
  return {
    overall: score(results),
    bySplit: mapScores(groupBy(results, (r) => r.item.split)),
    byKind: mapScores(groupBy(results, (r) => r.item.kind)),
    misses: results
      .filter((r) => r.crisis !== r.item.crisis)
      .map((r) => ({ text: r.item.text, expected: r.item.level, got: r.level, kind: r.item.kind, split: r.item.split })),
    meanMicroseconds,
  };
}
