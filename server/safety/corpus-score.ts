/**
 * How the crisis classifier scores on the team's corpus (corpus.ts): recall on crisis lines and false alarms on the
 * others, per split, per frame, per language and per form, imminent lines rated below urgent, and the time per
 * message. The bench prints it; corpus.test.ts holds it to the targets. Misclassified lines are listed for every
 * split except `blind`, whose texts nobody reads while tuning.
 */
import { classifyMessage, type CrisisAssessment } from './classifier';
import type { CorpusEntry } from './corpus';
import { levelRank } from './crisis-levels';

export interface Score {
  lines: number;
  crisisLines: number;
  otherLines: number;
  /** Crisis lines flagged, over crisis lines (null when there are none). */
  recall: number | null;
  /** Other lines flagged, over other lines (null when there are none). */
  falseAlarmRate: number | null;
  /** Lines labelled imminent that were rated below urgent. */
  imminentBelowUrgent: number;
}

export interface Miss {
  text: string;
  context?: string[];
  expected: CorpusEntry['level'];
  got: CrisisAssessment['level'];
  frame: string;
  file: string;
}

export interface CorpusReport {
  overall: Score;
  bySplit: Record<string, Score>;
  byFrame: Record<string, Score>;
  byLanguage: Record<string, Score>;
  byForm: Record<string, Score>;
  misses: Miss[];
  /** Microseconds per message (with its context), after a first pass that lets V8 compile. */
  timing: { p50: number; p99: number; max: number };
}

export interface Result {
  entry: CorpusEntry;
  assessment: CrisisAssessment;
}

function ratio(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;
}

export function scoreResults(results: readonly Result[]): Score {
  const crisis = results.filter((r) => r.entry.crisis);
  const other = results.filter((r) => !r.entry.crisis);
  return {
    lines: results.length,
    crisisLines: crisis.length,
    otherLines: other.length,
    recall: ratio(crisis.filter((r) => r.assessment.crisis).length, crisis.length),
    falseAlarmRate: ratio(other.filter((r) => r.assessment.crisis).length, other.length),
    imminentBelowUrgent: results.filter(
      (r) => r.entry.level === 'imminent' && levelRank[r.assessment.level] < levelRank.urgent,
    ).length,
  };
}

export function scoreGroups(results: readonly Result[], key: (entry: CorpusEntry) => string): Record<string, Score> {
  const groups = new Map<string, Result[]>();
  for (const result of results) {
    const name = key(result.entry);
    groups.set(name, [...(groups.get(name) ?? []), result]);
  }
  return Object.fromEntries(
    [...groups].toSorted(([a], [b]) => a.localeCompare(b)).map(([name, group]) => [name, scoreResults(group)]),
  );
}

function percentile(sorted: readonly number[], fraction: number): number {
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0) * 1000) / 1000;
}

export type Classify = (text: string, context: { recentUserMessages?: readonly string[] }) => CrisisAssessment;

export function scoreCorpus(corpus: readonly CorpusEntry[], classify: Classify = classifyMessage): CorpusReport {
  for (const entry of corpus) classify(entry.text, { recentUserMessages: entry.context });
  const times: number[] = [];
  const results = corpus.map((entry) => {
    const started = performance.now();
    const assessment = classify(entry.text, { recentUserMessages: entry.context });
    times.push((performance.now() - started) * 1000);
    return { entry, assessment };
  });
  times.sort((a, b) => a - b);
  return {
    overall: scoreResults(results),
    bySplit: scoreGroups(results, (entry) => entry.split),
    byFrame: scoreGroups(results, (entry) => entry.frame),
    byLanguage: scoreGroups(results, (entry) => entry.lang),
    byForm: scoreGroups(results, (entry) => entry.form),
    misses: results
      .filter((r) => r.entry.split !== 'blind' && r.entry.crisis !== r.assessment.crisis)
      .map(({ entry, assessment }) => ({
        text: entry.text,
        ...(entry.context ? { context: entry.context } : {}),
        expected: entry.level,
        got: assessment.level,
        frame: entry.frame,
        file: entry.file,
      })),
    timing: { p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: percentile(times, 1) },
  };
}
