import type { PtestResponse } from '../../../src/contract/ptests';
import type { ResponseRow } from '../../questionnaires/store';

export function responseBody(row: ResponseRow, source: string): PtestResponse {
  return {
    id: row.id,
    testId: row.testId,
    totalScore: row.totalScore,
    severity: row.severity,
    flags: row.flags,
    interpretation: row.interpretation,
    source,
    createdAt: row.createdAt.toISOString(),
  };
}
