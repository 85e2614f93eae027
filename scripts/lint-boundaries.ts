/**
 * Fails when an import breaks the one-way flow of scripts/import-rules.ts, when a route handler reaches the database
 * other than through a store, or when a server file is over 300 lines (scripts/server-rules.ts). Part of
 * `npm run lint`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { importsOf, importViolation } from './import-rules';
import { oversizeProblem, routeDatabaseProblems } from './server-rules';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'server'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.gen.ts'));

let problems = 0;
for (const file of files) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // Deleted in the working tree.
  }
  const imports = importsOf(text);
  for (const { specifier, line } of imports) {
    const why = importViolation(file, specifier);
    if (why) {
      problems++;
      console.error(`${file}:${line}: ${why}`);
    }
  }
  const serverProblems = [...routeDatabaseProblems(file, text, imports), oversizeProblem(file, text) ?? []].flat();
  for (const { line, why } of serverProblems) {
    problems++;
    console.error(`${file}:${line}: ${why}`);
  }
}
if (problems > 0) {
  console.error(`\n${problems} boundary problem(s).`);
  process.exit(1);
}
console.log(`Import boundaries: ${files.length} files checked, no problem.`);
