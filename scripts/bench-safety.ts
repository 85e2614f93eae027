/**
 * The safety bench (issue 5): the crisis classifier scored on the project's labelled set
 * (tests/safety/labelled-set.jsonl): recall on crisis messages and the false-positive rate on the others, overall,
 * per split (dev: what the patterns were written against; holdout: written afterwards and only scored) and per kind
 * (direct, indirect, idiomatic, negated, teen slang, typos, French…), plus the mean time per message.
 * Targets: recall >= 0.95 and false positives <= 0.05 (a unit test holds them: server/safety/labelled-set.test.ts).
 *
 * `npm run bench` calls benchSafety(); `npx tsx scripts/bench-safety.ts` runs it alone (JSON on stdout, the
 * misclassified messages on stderr).
 */
import { pathToFileURL } from 'node:url';
import { scoreLabelledSet, type SafetyReport } from '../server/safety/labelled-set';

export const safetyTargets = { recall: 0.95, falsePositiveRate: 0.05 } as const;

export interface SafetyBenchReport extends Omit<SafetyReport, 'misses'> {
  targets: typeof safetyTargets;
  meetsTargets: boolean;
  misclassified: number;
}

export function benchSafety(): SafetyBenchReport {
  // A first pass lets V8 compile the patterns, so the timing is what a running server sees.
  scoreLabelledSet();
  const { misses, ...report } = scoreLabelledSet();
  for (const miss of misses) {
    console.error(`safety miss (${miss.split}, ${miss.kind}): expected ${miss.expected}, got ${miss.got}: ${miss.text}`);
  }
  const { recall, falsePositiveRate } = report.overall;
  return {
    ...report,
    targets: safetyTargets,
    meetsTargets:
      recall !== null &&
      falsePositiveRate !== null &&
      recall >= safetyTargets.recall &&
      falsePositiveRate <= safetyTargets.falsePositiveRate,
    misclassified: misses.length,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(benchSafety(), null, 2));
}
