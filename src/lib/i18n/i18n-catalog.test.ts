/**
 * Issue 21, item 4: every interface string exists in both languages, with the same placeholders. The English of each
 * component is found by loading every `*.messages.ts` file (each calls defineMessages), so a new one is checked
 * without being listed; and no message set may be defined anywhere else, where this test would not see it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frCA } from './fr-CA';
import { type Catalog, english, type Message } from './i18n';

const root = new URL('../../../', import.meta.url).pathname;
import.meta.glob('/src/**/*.messages.ts', { eager: true });

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The placeholders of a message, each form of a plural included, sorted. */
function placeholders(message: Message | undefined): string[] {
  if (message === undefined) return [];
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [
    ...new Set(texts.flatMap((text) => [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))),
  ].toSorted();
}

/** What differs between two catalogs: keys in one language only, and placeholders that do not match. */
export function catalogProblems(base: Catalog, other: Catalog, otherName: string): string[] {
  const problems: string[] = [];
  for (const component of new Set([...Object.keys(base), ...Object.keys(other)])) {
    const ours = base[component] ?? {};
    const theirs = other[component] ?? {};
    for (const key of Object.keys(ours)) {
      if (!Object.hasOwn(theirs, key)) problems.push(`${component}.${key} is in English only`);
    }
    for (const key of Object.keys(theirs)) {
      if (!Object.hasOwn(ours, key)) {
        problems.push(`${component}.${key} is in ${otherName} only`);
        continue;
      }
      const [a, b] = [placeholders(ours[key]), placeholders(theirs[key])];
      if (a.join() !== b.join()) {
        problems.push(`${component}.${key} has {${a.join('}, {')}} in English, {${b.join('}, {')}} in ${otherName}`);
      }
    }
  }
  return problems;
}

describe('the interface catalogs', () => {
  it('finds the message sets (the check below means something)', () => {
    expect(Object.keys(english)).toEqual(
      expect.arrayContaining(['shell', 'footer', 'crisisCard', 'landing', 'pageMeta', 'localeSwitch']),
    );
  });

  it('has every English key in French and no French key without English, with the same placeholders', () => {
    expect(catalogProblems(english, frCA, 'French')).toEqual([]);
  });

  it('reports a key in one language only and placeholders that differ', () => {
    const base: Catalog = { form: { greet: 'Hello {name}', count: { one: '{count} day', other: '{count} days' } } };
    expect(catalogProblems(base, { form: { greet: 'Bonjour {nom}' } }, 'French')).toEqual([
      'form.count is in English only',
      'form.greet has {name} in English, {nom} in French',
    ]);
    expect(
      catalogProblems(
        base,
        { form: { greet: 'Bonjour {name}', count: { one: '{count} jour', other: '{count} jours' }, extra: 'x' } },
        'French',
      ),
    ).toEqual(['form.extra is in French only']);
    expect(catalogProblems(base, { other: { x: 'y' } }, 'French')).toContain('other.x is in French only');
  });

  it('defines message sets only in *.messages.ts files, which this test loads', () => {
    const elsewhere = sourceFiles(join(root, 'src'))
      .filter((path) => !path.endsWith('.messages.ts') && !path.endsWith(join('i18n', 'i18n.ts')))
      .filter((path) => /\bdefineMessages\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    expect(elsewhere).toEqual([]);
  });
});
