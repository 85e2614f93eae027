import { describe, expect, it } from 'vitest';
import type { PtestInfo } from '../../contract/ptests';
import { resultRows } from './progress-rows';

const asq = {
  id: 'asq',
  title: 'ASQ: Ask Suicide-Screening Questions',
  scoreRange: { min: 0, max: 4 },
  bands: [
    { label: 'negative', title: 'Negative', min: 0, max: 0, meaning: '' },
    { label: 'non-acute positive', title: 'Non-acute positive', min: 1, max: 4, meaning: '' },
  ],
} as unknown as PtestInfo;
const k10 = {
  id: 'k10',
  title: 'K10: Kessler Psychological Distress Scale',
  scoreRange: { min: 10, max: 50 },
  bands: [{ label: 'very high', title: 'Very high', min: 30, max: 50, meaning: '' }],
} as unknown as PtestInfo;

describe('resultRows', () => {
  it('names the instrument and the band as a page shows them, newest first, never the API’s lower-case label', () => {
    const rows = resultRows(
      [
        { testId: 'asq', totalScore: 1, severity: 'non-acute positive', completedAt: '2026-01-02T10:00:00.000Z' },
        { testId: 'k10', totalScore: 31, severity: 'very high', completedAt: '2026-03-02T10:00:00.000Z' },
      ],
      new Map([
        ['asq', asq],
        ['k10', k10],
      ]),
    );
    expect(rows.map(({ questionnaire, score, result }) => ({ questionnaire, score, result }))).toEqual([
      { questionnaire: 'K10: Kessler Psychological Distress Scale', score: '31 (from 10 to 50)', result: 'Very high' },
      { questionnaire: 'ASQ: Ask Suicide-Screening Questions', score: '1 of 4', result: 'Non-acute positive' },
    ]);
  });

  it('still reads as words when the instrument could not be read', () => {
    const [row] = resultRows(
      [{ testId: 'pcl-5', totalScore: 40, severity: 'probable ptsd', completedAt: '2026-01-02T10:00:00.000Z' }],
      new Map(),
    );
    expect(row).toMatchObject({ questionnaire: 'PCL-5', score: '40', result: 'Probable ptsd' });
  });
});
