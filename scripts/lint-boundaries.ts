/** Fails when an import breaks the one-way flow of scripts/import-rules.ts. Part of `npm run lint`. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { importsOf, importViolation } from './import-rules';

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
  for (const { specifier, line } of importsOf(text)) {
    const why = importViolation(file, specifier);
    if (why) {
      problems++;
      console.error(`${file}:${line}: ${why}`);
    }
  }
}
if (problems > 0) {
  console.error(`\n${problems} import boundary problem(s).`);
  process.exit(1);
}
console.log(`Import boundaries: ${files.length} files checked, no problem.`);
