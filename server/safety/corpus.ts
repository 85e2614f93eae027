/**
 * Reads the team's crisis corpus (tests/safety/corpus/*.jsonl, described in its LABELS.md): every line checked
 * against the schema, so a bad line fails loudly instead of skewing a score.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { corpusLine, type CorpusLine } from './corpus-schema';

export const corpusDir = new URL('../../tests/safety/corpus/', import.meta.url);

export interface CorpusEntry extends CorpusLine {
  /** The file it came from, e.g. "team-means.jsonl". */
  file: string;
}

export function corpusFiles(dir: URL = corpusDir): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .toSorted();
}

export function readCorpus(dir: URL = corpusDir): CorpusEntry[] {
  const entries: CorpusEntry[] = [];
  for (const file of corpusFiles(dir)) {
    readFileSync(new URL(file, dir), 'utf8')
      .split('\n')
      .forEach((raw, index) => {
        if (raw.trim() === '') return;
        const parsed = corpusLine.safeParse(JSON.parse(raw));
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new Error(`${file}:${index + 1}: ${issue?.path.join('.')}: ${issue?.message}`);
        }
        entries.push({ ...parsed.data, file });
      });
  }
  return entries;
}
