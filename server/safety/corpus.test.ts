/**
 * The team's crisis corpus (tests/safety/corpus) and the classifier on it: the corpus is what LABELS.md says, blind
 * splits are scored once and recorded, and the classifier holds its figures on the lines it was tuned on and on
 * those it was not.
 */
import { describe, expect, it } from 'vitest';
import { readBlindScores } from './blind-scores';
import { readCorpus } from './corpus';
import { lookAlikeFrames, riskFrames } from './corpus-schema';
import { scoreCorpus } from './corpus-score';

const corpus = readCorpus();

describe('the crisis corpus', () => {
  it('holds at least 6,000 lines over every frame, in English, French and seven more languages', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(6000);
    const frames = new Map<string, number>();
    for (const entry of corpus) frames.set(entry.frame, (frames.get(entry.frame) ?? 0) + 1);
    const thin = [...riskFrames, ...lookAlikeFrames].filter((frame) => (frames.get(frame) ?? 0) < 40);
    expect(thin).toEqual([]);
    const languages = new Set(corpus.map((entry) => entry.lang));
    for (const lang of ['en', 'fr', 'es', 'pa', 'zh', 'yue', 'ar', 'tl', 'pt']) expect(languages).toContain(lang);
    expect(corpus.filter((entry) => entry.form === 'forum').length).toBeGreaterThan(1000);
  });

  it('was written with at least a fifth of it blind, each blind file kept blind until its retiring score is recorded', () => {
    const blindFiles = corpus.filter((entry) => entry.file.startsWith('blind'));
    expect(blindFiles.length / corpus.length).toBeGreaterThanOrEqual(0.2);
    const retiring = readBlindScores().filter((score) => !score.keptBlind);
    const scoredFiles = new Set(retiring.flatMap((score) => score.set.split(' + ')));
    // Still blind (never scored, or scored only before tuning), or scored and retired into dev: never trained on.
    const misplaced = blindFiles.filter((entry) => entry.split !== (scoredFiles.has(entry.file) ? 'dev' : 'blind'));
    expect(misplaced.map((entry) => `${entry.file}: ${entry.split}`)).toEqual([]);
  });
});

describe('the classifier on the corpus', () => {
  const report = scoreCorpus(corpus.filter((entry) => entry.split !== 'blind'));

  it('meets the targets on what it was trained and tuned on', () => {
    const train = report.bySplit.train;
    expect(train?.recall).toBeGreaterThanOrEqual(0.96);
    expect(train?.falseAlarmRate).toBeLessThanOrEqual(0.03);
    // The target is none; those left are mostly acts and times said in words no frame reads yet (dev: more).
    const imminent = corpus.filter((entry) => entry.split === 'train' && entry.level === 'imminent').length;
    expect(train?.imminentBelowUrgent).toBeLessThanOrEqual(Math.ceil(imminent * 0.06));
  });

  // A gate, not a claim: the model now learns from dev too (decision 024), so what it says of words nobody tuned to
  // is scripts/safety-crossval.ts's figure; a change that loses ground here fails all the same.
  it('holds its dev figures', () => {
    const dev = report.bySplit.dev;
    expect(dev?.recall).toBeGreaterThanOrEqual(0.94);
    expect(dev?.falseAlarmRate).toBeLessThanOrEqual(0.035);
  });
});
