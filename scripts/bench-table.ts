/**
 * The readable side of `npm run bench`: one row per figure, its target beside it and whether it meets it (a dash
 * where no issue names a target).
 */
export interface TableRow {
  section: string;
  figure: string;
  value: string;
  target?: string;
  pass?: boolean | null;
}

export function renderTable(rows: TableRow[]): string {
  const cells = rows.map((row) => [
    row.section,
    row.figure,
    row.value,
    row.target ?? '-',
    row.pass === undefined || row.pass === null ? '-' : row.pass ? 'pass' : 'FAIL',
  ]);
  const header = ['section', 'figure', 'value', 'target', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (cell: string[]) =>
    cell
      .map((text, column) => text.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
