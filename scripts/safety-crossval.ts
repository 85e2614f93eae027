/**
 * `npx tsx scripts/safety-crossval.ts`: how the crisis classifier does on words its model never saw (decision 024).
 * The corpus files were written by different people at different times, so a file is the unit: for each file, the
 * model is trained by the shipped procedure (trainCrisisModel) on every other file's lines, and the whole classifier
 * (frames, conversation, that model, other languages) scores the file held out (scoreCorpus). The figures are the
 * held-out lines pooled, per file and per frame. Blind lines are never read.
 *
 * `--curve` also scores the held-out lines with the first head's threshold moved over a grid (the other heads kept),
 * which is how the shipped threshold is chosen: the lowest whose pooled false alarms stay within the budget.
 * `--files a.jsonl,b.jsonl` holds out only those files (a quicker look; the pooled figure is then theirs only);
 * `--folds 6` holds out groups of files instead of one file at a time (file i in group i mod 6): quicker, and each
 * model learns from fewer files.
 *
 * Prints JSON on stdout. The rule layers were written with all these files in view, so the figures say how the
 * model generalises, not the frames: a new blind split is the only test of those.
 */
import { classifyMessage } from '../server/safety/classifier';
import { readCorpus, type CorpusEntry } from '../server/safety/corpus';
import { scoreGroups, scoreResults, type Result, type Score } from '../server/safety/corpus-score';
import type { CrisisModel } from '../server/safety/model/model';
import { trainCrisisModel } from '../server/safety/model/train';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const withCurve = args.includes('--curve');
const corpus = readCorpus().filter((entry) => entry.split !== 'blind');
const allFiles = [...new Set(corpus.map((entry) => entry.file))];
const heldOutFiles = option('--files')?.split(',') ?? allFiles;
const unknown = heldOutFiles.filter((file) => !allFiles.includes(file));
if (unknown.length > 0) {
  console.error(`No such corpus file: ${unknown.join(', ')}`);
  process.exit(1);
}

const folds = Number(option('--folds') ?? heldOutFiles.length);
if (!Number.isInteger(folds) || folds < 2) {
  console.error('--folds takes a whole number of at least 2');
  process.exit(1);
}
const groups = Array.from({ length: Math.min(folds, heldOutFiles.length) }, (_, group) =>
  heldOutFiles.filter((_file, index) => index % folds === group),
);

const grid = Array.from({ length: 11 }, (_, index) => Math.fround(0.7 + index * 0.02));

const classifyWith = (model: CrisisModel) => (text: string, context: { recentUserMessages?: readonly string[] }) =>
  classifyMessage(text, { ...context, model });

const withThreshold = (model: CrisisModel, threshold: number): CrisisModel => ({
  ...model,
  heads: model.heads.map((head, index) => (index === 0 ? { ...head, threshold } : head)),
});

function resultsOf(lines: readonly CorpusEntry[], model: CrisisModel): Result[] {
  const classify = classifyWith(model);
  return lines.map((entry) => ({ entry, assessment: classify(entry.text, { recentUserMessages: entry.context }) }));
}

const brief = (score: Score) => ({
  recall: score.recall,
  falseAlarms: score.falseAlarmRate,
  imminentBelowUrgent: score.imminentBelowUrgent,
  lines: score.lines,
});

const started = Date.now();
const pooled: Result[] = [];
const curve = new Map<number, Result[]>(grid.map((threshold) => [threshold, []]));
const byFile: Record<string, ReturnType<typeof brief> & { threshold: number }> = {};
for (const group of groups) {
  const held = corpus.filter((entry) => group.includes(entry.file));
  const { model } = trainCrisisModel(corpus.filter((entry) => !group.includes(entry.file)));
  const results = resultsOf(held, model);
  pooled.push(...results);
  for (const file of group) {
    const score = scoreResults(results.filter((result) => result.entry.file === file));
    byFile[file] = { ...brief(score), threshold: model.heads[0]?.threshold ?? 0 };
    console.error(`${file}: ${JSON.stringify(byFile[file])} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  if (withCurve) {
    for (const threshold of grid) curve.get(threshold)?.push(...resultsOf(held, withThreshold(model, threshold)));
  }
}

const briefGroups = (key: (entry: CorpusEntry) => string) =>
  Object.fromEntries(Object.entries(scoreGroups(pooled, key)).map(([name, score]) => [name, brief(score)]));
console.log(
  JSON.stringify(
    {
      heldOut: brief(scoreResults(pooled)),
      // How far the imminent level (911 first) can be trusted: imminent lines rated imminent, other lines rated so.
      ratedImminent: {
        imminentLines: pooled.filter((r) => r.entry.level === 'imminent' && r.assessment.level === 'imminent').length,
        otherLines: pooled.filter((r) => r.entry.level !== 'imminent' && r.assessment.level === 'imminent').length,
      },
      byForm: briefGroups((entry) => entry.form),
      byLanguage: briefGroups((entry) => (entry.lang === 'en' || entry.lang === 'fr' ? entry.lang : 'other')),
      byFile,
      byFrame: briefGroups((entry) => entry.frame),
      ...(withCurve
        ? {
            curve: grid.map((threshold) => ({
              threshold: Math.round(threshold * 100) / 100,
              ...brief(scoreResults(curve.get(threshold) ?? [])),
            })),
          }
        : {}),
      seconds: Math.round((Date.now() - started) / 1000),
    },
    null,
    2,
  ),
);
