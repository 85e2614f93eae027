/**
 * The shared questionnaire results as a page shows them: the instrument's name, the score against its range and the
 * band's title, never the API's lower-case label (issue 18: the link showed `non-acute positive` as raw JSON).
 */
import type { PtestInfo } from '../../contract/ptests';

export interface SharedResult {
  testId: string;
  totalScore: number;
  severity: string;
  completedAt: string;
}

export interface ResultRow {
  key: string;
  completedAt: string;
  questionnaire: string;
  score: string;
  result: string;
}

/** "Mild", "Probable PTSD": the band's own title; an unknown band still reads as words, capitalised. */
function resultTitle(result: SharedResult, info: PtestInfo | undefined): string {
  const band = info?.bands.find((candidate) => candidate.label === result.severity);
  if (band) return band.title;
  const words = result.severity.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Not given';
}

function scoreText(result: SharedResult, info: PtestInfo | undefined): string {
  if (!info) return String(result.totalScore);
  const { min, max } = info.scoreRange;
  return min === 0 ? `${result.totalScore} of ${max}` : `${result.totalScore} (from ${min} to ${max})`;
}

/** Newest first, as someone reading a summary expects. `infos` may lack any instrument that could not be read. */
export function resultRows(results: readonly SharedResult[], infos: ReadonlyMap<string, PtestInfo>): ResultRow[] {
  return results
    .map((result, index) => {
      const info = infos.get(result.testId);
      return {
        key: `${result.testId}-${result.completedAt}-${index}`,
        completedAt: result.completedAt,
        questionnaire: info?.title ?? result.testId.toUpperCase(),
        score: scoreText(result, info),
        result: resultTitle(result, info),
      };
    })
    .toSorted((a, b) => b.completedAt.localeCompare(a.completedAt));
}
