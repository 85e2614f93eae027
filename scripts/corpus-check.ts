/**
 * Checks corpus files against tests/safety/corpus/LABELS.md and prints counts (never the texts):
 *   npx tsx scripts/corpus-check.ts tests/safety/corpus/some-file.jsonl [...]
 */
import { readFileSync } from 'node:fs';
import { corpusLine } from '../server/safety/corpus-schema';

let bad = 0;
for (const file of process.argv.slice(2)) {
  const counts = new Map<string, number>();
  const seen = new Set<string>();
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      console.error(`${file}:${index + 1}: not JSON`);
      bad += 1;
      return;
    }
    const parsed = corpusLine.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      console.error(`${file}:${index + 1}: ${issue?.path.join('.')}: ${issue?.message}`);
      bad += 1;
      return;
    }
    const line = parsed.data;
    const key = `${line.text.trim().toLowerCase()}|${(line.context ?? []).join('|')}`;
    if (seen.has(key)) {
      console.error(`${file}:${index + 1}: duplicate text`);
      bad += 1;
    }
    seen.add(key);
    for (const name of [
      `frame ${line.frame}`,
      `level ${line.level}`,
      `lang ${line.lang}`,
      `form ${line.form}`,
      `voice ${line.voice}`,
      `split ${line.split}`,
    ]) {
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  });
  console.log(`${file}: ${seen.size} lines`);
  for (const [name, count] of [...counts].toSorted()) console.log(`  ${name}: ${count}`);
}
if (bad > 0) {
  console.error(`${bad} bad lines`);
  process.exit(1);
}
