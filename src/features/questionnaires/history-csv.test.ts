import { describe, expect, it } from 'vitest';
import type { PtestResponse } from '../../contract/ptests';
import { historyCsv } from './history-csv';

const response = (overrides: Partial<PtestResponse>): PtestResponse => ({
  id: '9b2f6f0e-1d5c-4c33-9d2a-0b8f3c1a2e4d',
  testId: 'gad-7',
  totalScore: 12,
  severity: 'moderate',
  flags: [],
  interpretation: 'Moderate anxiety symptoms.',
  source: 'GAD-7',
  createdAt: '2025-04-01T10:00:00.000Z',
  ...overrides,
});

describe('the history CSV', () => {
  it('has a header and one row per result, in order', () => {
    const csv = historyCsv(
      [response({}), response({ testId: 'phq-9', totalScore: 1, severity: 'minimal', flags: ['self_harm_risk'] })],
      (id) => id.toUpperCase(),
    );
    expect(csv.split('\r\n')).toEqual([
      'date,questionnaire_id,questionnaire,total_score,severity,flags',
      '2025-04-01T10:00:00.000Z,gad-7,GAD-7,12,moderate,',
      '2025-04-01T10:00:00.000Z,phq-9,PHQ-9,1,minimal,self_harm_risk',
      '',
    ]);
  });

  it('takes its column names in the interface language, keeping the API values', () => {
    const csv = historyCsv(
      [response({})],
      () => 'GAD-7',
      'date,id_questionnaire,questionnaire,score_total,niveau,indicateurs',
    );
    expect(csv.split('\r\n').slice(0, 2)).toEqual([
      'date,id_questionnaire,questionnaire,score_total,niveau,indicateurs',
      '2025-04-01T10:00:00.000Z,gad-7,GAD-7,12,moderate,',
    ]);
  });

  it('quotes commas and quotes, and defuses cells a spreadsheet would run as formulas', () => {
    const csv = historyCsv([response({})], () => '=HYPERLINK("x"), PHQ');
    expect(csv.split('\r\n')[1]).toBe(`2025-04-01T10:00:00.000Z,gad-7,"'=HYPERLINK(""x""), PHQ",12,moderate,`);
  });
});
