import type { PtestResponse } from '../../contract/ptests';

/**
 * One cell of CSV: quoted when it holds a separator, quote or line break; and a leading = + - @ is defused with an
 * apostrophe, so a spreadsheet never runs a cell as a formula (CSV injection).
 */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The user's results as CSV (RFC 4180, CRLF line ends), oldest first, one row per result, under `header` (the
 * column names in the interface's language, comma-separated). Severity and flags stay the API's own values.
 */
export function historyCsv(
  responses: readonly PtestResponse[],
  titleOf: (testId: string) => string,
  header = 'date,questionnaire_id,questionnaire,total_score,severity,flags',
): string {
  const rows = responses.map((response) => [
    response.createdAt,
    response.testId,
    titleOf(response.testId),
    response.totalScore,
    response.severity,
    response.flags.join(' '),
  ]);
  return [header.split(','), ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
