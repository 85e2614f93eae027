/**
 * Scores a blind split once (decision 024): `npx tsx scripts/safety-score-blind.ts blind-chat.jsonl blind-forum.jsonl`.
 * Prints figures only, never a line's text; appends them, with the date and the commit, to
 * tests/safety/blind-scores.json; then retires those lines into the dev split, as tests/safety/corpus/LABELS.md says.
 * A file with no blind lines left is refused: a blind split is scored once.
 *
 * `--first` scores a split before any tuning and keeps it blind (nothing retired, `keptBlind` recorded); its final
 * score, after the tuning, is taken without `--first` and retires it. A split is scored first at most once.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { corpusDir, readCorpus } from '../server/safety/corpus';
import { scoreCorpus } from '../server/safety/corpus-score';
import { blindScoresPath, readBlindScores } from '../server/safety/blind-scores';

const first = process.argv.includes('--first');
const files = process.argv.slice(2).filter((arg) => arg !== '--first');
if (files.length === 0) {
  console.error('Name the blind files to score, e.g. blind-chat.jsonl blind-forum.jsonl');
  process.exit(2);
}
const lines = readCorpus().filter((entry) => files.includes(entry.file) && entry.split === 'blind');
for (const file of files) {
  if (!lines.some((entry) => entry.file === file)) {
    console.error(`${file} has no blind lines: a blind split is scored once.`);
    process.exit(2);
  }
  if (first && readBlindScores().some((score) => score.keptBlind && score.set.split(' + ').includes(file))) {
    console.error(`${file} was already scored before tuning: its next score is the final one (without --first).`);
    process.exit(2);
  }
}

const report = scoreCorpus(lines);
const round = (groups: typeof report.byForm) =>
  Object.fromEntries(
    Object.entries(groups).map(([name, s]) => [name, { recall: s.recall, falseAlarmRate: s.falseAlarmRate }]),
  );
const score = {
  set: files.join(' + '),
  scoredAt: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
  lines: report.overall.lines,
  recall: report.overall.recall ?? 0,
  falseAlarmRate: report.overall.falseAlarmRate ?? 0,
  imminentBelowUrgent: report.overall.imminentBelowUrgent,
  byForm: round(report.byForm),
  byLanguage: round(report.byLanguage),
  ...(first ? { keptBlind: true } : {}),
};
writeFileSync(blindScoresPath, `${JSON.stringify([...readBlindScores(), score], null, 2)}\n`);
// Before tuning, the figure only: per frame would say where to tune.
console.log(JSON.stringify(first ? score : { ...score, byFrame: round(report.byFrame) }, null, 2));

// Retired into dev: looked at from now on, never trained on. A first score keeps the split blind for the tuning.
for (const file of first ? [] : files) {
  const url = new URL(file, corpusDir);
  const retired = readFileSync(url, 'utf8').replace(/"split": ?"blind"/g, '"split": "dev"');
  writeFileSync(url, retired);
}
