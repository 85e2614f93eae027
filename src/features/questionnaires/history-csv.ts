import type { PtestResponse } from '../../contract/ptests';

const header = ['date', 'questionnaire_id', 'questionnaire', 'total_score', 'severity', 'flags'];

/**
 * One cell of CSV: quoted when it holds a separator, quote or line break; and a leading = + - @ is defused with an
 * apostrophe, so a spreadsheet never runs a cell as a formula (CSV injection).
 */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The user's results as CSV (RFC 4180, CRLF line ends), oldest first, one row per result. */
export function historyCsv(responses: readonly PtestResponse[], titleOf: (testId: string) => string): string {
  const rows = responses.map((response) => [
    response.createdAt,
    response.testId,
    titleOf(response.testId),
    response.totalScore,
    response.severity,
    response.flags.join(' '),
  ]);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
