/**
 * Every band boundary of every instrument, on both sides, against the reference table written out again here
 * (../shared/reference/questionnaires.md), not read from the module under test.
 */
import { describe, expect, it } from 'vitest';
import { seedInstruments } from '../db/migrations/006-questionnaires-seed';
import { bandsFor, isAsked, scoreAnswers, scoreRangeFor } from './scoring';

interface SumInstrument {
  items: number;
  minValue: number;
  maxValue: number;
  /** [label, first total, last total] from the reference table. */
  bands: Array<[string, number, number]>;
}

const referenceTable: Record<string, SumInstrument> = {
  'phq-9': {
    items: 9,
    minValue: 0,
    maxValue: 3,
    bands: [
      ['minimal', 0, 4],
      ['mild', 5, 9],
      ['moderate', 10, 14],
      ['moderately severe', 15, 19],
      ['severe', 20, 27],
    ],
  },
  'gad-7': {
    items: 7,
    minValue: 0,
    maxValue: 3,
    bands: [
      ['minimal', 0, 4],
      ['mild', 5, 9],
      ['moderate', 10, 14],
      ['severe', 15, 21],
    ],
  },
  'who-5': {
    items: 5,
    minValue: 0,
    maxValue: 5,
    bands: [
      ['likely depression', 0, 7],
      ['poor wellbeing', 8, 12],
      ['good wellbeing', 13, 25],
    ],
  },
  k10: {
    items: 10,
    minValue: 1,
    maxValue: 5,
    bands: [
      ['low', 10, 15],
      ['moderate', 16, 21],
      ['high', 22, 29],
      ['very high', 30, 50],
    ],
  },
  'pcl-5': {
    items: 20,
    minValue: 0,
    maxValue: 4,
    bands: [
      ['below threshold', 0, 30],
      ['probable ptsd', 31, 80],
    ],
  },
};

/** Item values adding up to `total`, filled from the first item; the last item is kept at the minimum when it can be. */
function valuesSumming(
  instrument: SumInstrument,
  total: number,
  avoid?: { position: number; value: number },
): number[] {
  const values = Array.from({ length: instrument.items }, () => instrument.minValue);
  let rest = total - instrument.minValue * instrument.items;
  const order = [...values.keys()].filter((index) => index + 1 !== avoid?.position);
  if (avoid) order.push(avoid.position - 1);
  for (const index of order) {
    const add = Math.min(rest, instrument.maxValue - instrument.minValue);
    values[index] = instrument.minValue + add;
    rest -= add;
  }
  if (rest !== 0) throw new Error(`${total} cannot be reached`);
  return values;
}

describe('scoring at every band boundary (reference table)', () => {
  for (const [testId, instrument] of Object.entries(referenceTable)) {
    const cases: Array<[number, string]> = instrument.bands.flatMap(([label, first, last]) => [
      [first, label],
      [last, label],
    ]);
    it.each(cases)(`${testId}: a total of %i is "%s"`, (total, label) => {
      // PHQ-9 item 9 is kept at 0 so the flag does not mix in; it is tested below.
      const values = valuesSumming(instrument, total, testId === 'phq-9' ? { position: 9, value: 0 } : undefined);
      expect(values.reduce((a, b) => a + b, 0)).toBe(total);
      const scored = scoreAnswers(testId, values);
      expect(scored.totalScore).toBe(total);
      expect(scored.severity).toBe(label);
    });

    it(`${testId}: the bands cover the whole range with no gap or overlap`, () => {
      const bands = bandsFor(testId);
      expect(bands.map((band) => [band.label, band.min, band.max])).toEqual(instrument.bands);
      expect(scoreRangeFor(testId)).toEqual({
        min: instrument.minValue * instrument.items,
        max: instrument.maxValue * instrument.items,
      });
    });

    it(`${testId}: the seeded items and option values fit the scoring`, () => {
      const seeded = seedInstruments.find((test) => test.id === testId)!;
      expect(seeded.items).toHaveLength(instrument.items);
      expect(seeded.options.map((option) => option.value).toSorted((a, b) => a - b)).toEqual(
        Array.from({ length: instrument.maxValue - instrument.minValue + 1 }, (_, i) => instrument.minValue + i),
      );
    });
  }
});

describe('PHQ-9 and PHQ-A: item 9 and the suicide items', () => {
  it('flags self_harm_risk for item 9 answered 1 even when the total is minimal', () => {
    const scored = scoreAnswers('phq-9', [0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(scored).toMatchObject({ totalScore: 1, severity: 'minimal', flags: ['self_harm_risk'] });
    expect(scored.interpretation).toMatch(/better off dead or of hurting yourself/);
  });

  it('flags for every item 9 value from 1 to 3 and never for 0, whatever the total', () => {
    for (const item9 of [1, 2, 3])
      expect(scoreAnswers('phq-9', [3, 3, 3, 3, 3, 3, 3, 3, item9]).flags).toEqual(['self_harm_risk']);
    expect(scoreAnswers('phq-9', [3, 3, 3, 3, 3, 3, 3, 3, 0]).flags).toEqual([]);
    expect(scoreAnswers('phq-9', [0, 0, 0, 0, 0, 0, 0, 0, 0]).flags).toEqual([]);
  });

  it('PHQ-A sums items 1 to 9 with the PHQ-9 bands; the yes/no items only flag', () => {
    const none = [1, 1, 1, 1, 1, 0, 0, 0, 0];
    expect(scoreAnswers('phq-a', [...none, 0, 0])).toMatchObject({ totalScore: 5, severity: 'mild', flags: [] });
    expect(scoreAnswers('phq-a', [1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0])).toMatchObject({
      totalScore: 4,
      severity: 'minimal',
    });
    expect(scoreAnswers('phq-a', [...none, 1, 0])).toMatchObject({ totalScore: 5, flags: ['self_harm_risk'] });
    expect(scoreAnswers('phq-a', [...none, 0, 1])).toMatchObject({ totalScore: 5, flags: ['self_harm_risk'] });
    expect(scoreAnswers('phq-a', [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0]).flags).toEqual(['self_harm_risk']);
    for (const [first, last, label] of [
      [10, 14, 'moderate'],
      [15, 19, 'moderately severe'],
      [20, 27, 'severe'],
    ] as const) {
      for (const total of [first, last]) {
        const values = valuesSumming({ items: 9, minValue: 0, maxValue: 3, bands: [] }, total, {
          position: 9,
          value: 0,
        });
        expect(scoreAnswers('phq-a', [...values, 0, 0])).toMatchObject({ totalScore: total, severity: label });
      }
    }
  });
});

describe('WHO-5: the depression screening flag', () => {
  it('is raised below 13 and not at 13 when no item is 0 or 1', () => {
    expect(scoreAnswers('who-5', [3, 3, 2, 2, 2]).flags).toEqual(['depression_screening_suggested']);
    expect(scoreAnswers('who-5', [3, 3, 3, 2, 2]).flags).toEqual([]);
  });

  it('is raised by any item answered 0 or 1, even with good wellbeing', () => {
    const withOne = scoreAnswers('who-5', [5, 5, 5, 5, 1]);
    expect(withOne).toMatchObject({
      totalScore: 21,
      severity: 'good wellbeing',
      flags: ['depression_screening_suggested'],
    });
    expect(scoreAnswers('who-5', [5, 5, 5, 5, 0]).flags).toEqual(['depression_screening_suggested']);
    expect(scoreAnswers('who-5', [5, 5, 5, 5, 2]).flags).toEqual([]);
  });

  it('gives the percentage as raw x 4', () => {
    expect(scoreAnswers('who-5', [2, 1, 2, 1, 1]).interpretation).toContain('28 %');
  });
});

describe('ASQ', () => {
  it('is negative with four no answers, and item 5 is then not asked', () => {
    expect(scoreAnswers('asq', [0, 0, 0, 0, undefined])).toEqual(
      expect.objectContaining({ totalScore: 0, severity: 'negative', flags: [] }),
    );
    expect(isAsked('asq', 5, [0, 0, 0, 0])).toBe(false);
  });

  it.each([0, 1, 2, 3])('is a non-acute positive with a yes to item %i + 1 and no to item 5', (index) => {
    const values: Array<number | undefined> = [0, 0, 0, 0, 0];
    values[index] = 1;
    expect(isAsked('asq', 5, values)).toBe(true);
    expect(scoreAnswers('asq', values)).toMatchObject({
      totalScore: 1,
      severity: 'non-acute positive',
      flags: ['self_harm_risk'],
    });
  });

  it('is an acute positive with a yes to item 5, flagged for emergency resources', () => {
    expect(scoreAnswers('asq', [1, 1, 0, 1, 1])).toMatchObject({
      totalScore: 3,
      severity: 'acute positive',
      flags: ['self_harm_risk', 'acute_risk'],
    });
  });
});

describe('unknown instruments', () => {
  it('have no scoring rule', () => {
    expect(() => scoreAnswers('epds', [0])).toThrow(/No scoring rule/);
    expect(() => scoreAnswers('constructor', [0])).toThrow(/No scoring rule/);
  });
});
