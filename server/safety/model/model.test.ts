import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeModel, encodeModel, headLevels, levelOf, modelPath } from './model';
import { stem } from './features';
import { trainCrisisModel } from './train';

describe('the learned crisis model', () => {
  it('is exactly what `npm run safety:train` makes of the corpus, byte for byte', () => {
    const { bytes } = trainCrisisModel();
    expect(bytes.equals(readFileSync(modelPath))).toBe(true);
    // Training takes about 20 s alone; a loaded 2-core machine running the other suites beside it has taken 82 s.
  }, 240_000);

  it('reads back what it wrote, and refuses a file that is not one', () => {
    const model = decodeModel(readFileSync(modelPath));
    expect(model.heads).toHaveLength(headLevels.length);
    expect(encodeModel(model).equals(readFileSync(modelPath))).toBe(true);
    expect(() => decodeModel(Buffer.from('not a model'))).toThrow('not a Doro crisis model');
  });

  it('gives a level only when every head below it says yes', () => {
    const model = decodeModel(readFileSync(modelPath));
    const [concern, urgent] = model.heads.map((head) => head.threshold);
    expect(levelOf(model, [(concern ?? 0) - 0.01, 0.99, 0.99])).toBe('none');
    expect(levelOf(model, [concern ?? 1, (urgent ?? 0) - 0.01, 0.99])).toBe('concern');
    expect(levelOf(model, [0.99, 0.99, 0.99])).toBe('imminent');
  });
});

describe('the model features', () => {
  it('read the forms of a word as one stem, and leave short words alone', () => {
    expect(new Set(['swallowed', 'swallowing', 'swallows'].map(stem))).toEqual(new Set(['swallow']));
    expect(stem('bodies')).toBe('body');
    expect(stem('pills')).toBe('pill');
    expect(stem('kms')).toBe('kms');
    expect(stem('need')).toBe('need');
  });
});
