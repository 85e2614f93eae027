/** The text helpers the checks stand on: folding, sentences, near-duplicates, syllables and the grade. */
import { describe, expect, it } from 'vitest';
import { fleschKincaidGrade, fold, nearDuplicate, questions, sentences, syllables, words } from './text';

describe('text helpers', () => {
  it('folds case, accents and curly apostrophes', () => {
    expect(fold('Ça M’ÉNERVE')).toBe("ca m'enerve");
    expect(words("Don't — stop, d’accord?")).toEqual(['dont', 'stop', 'daccord']);
  });

  it('splits sentences after closing quotes and finds French questions with a space before "?"', () => {
    expect(sentences('He said "no." Then he left! Why?\nOk')).toEqual(['He said "no."', 'Then he left!', 'Why?', 'Ok']);
    expect(questions('Je comprends. Qu’est-ce qui te pèse le plus ? Dis-moi.')).toEqual([
      'Qu’est-ce qui te pèse le plus ?',
    ]);
  });

  it('calls sentences near-duplicates when they are the same but for a few words', () => {
    expect(nearDuplicate('What feels hardest right now?', 'What feels hardest about it right now?')).toBe(true);
    expect(nearDuplicate('Want to try?', 'Want to try it with me?')).toBe(true);
    expect(nearDuplicate('What has helped you before?', 'What has helped you lately?')).toBe(true);
    expect(nearDuplicate('What happened?', 'What helped?')).toBe(false);
    expect(nearDuplicate('Would you like to try it?', 'Would you like to make one?')).toBe(false);
    expect(nearDuplicate('What would you like to feel instead?', 'What would you like to get out of today?')).toBe(
      false,
    );
  });

  it('counts syllables by vowel groups with a silent final e', () => {
    expect([syllables('make'), syllables('little'), syllables('free'), syllables('breathe')]).toEqual([1, 2, 1, 1]);
    expect([syllables('conversation'), syllables('the'), syllables('rhythm')]).toEqual([4, 1, 1]);
  });

  it('grades plain text low and dense text high', () => {
    expect(fleschKincaidGrade('The cat sat on the mat.')).toBeCloseTo(-1.45, 2);
    expect(fleschKincaidGrade('Comprehensive preparation necessitates systematic organisation.')).toBeGreaterThan(16);
  });
});
