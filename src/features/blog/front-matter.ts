/**
 * The front matter of a blog post: a block between two `---` lines at the top, one `key: value` per line.
 * Exactly the four keys every post needs; a typo or a missing key is an error naming the file, so a broken post
 * fails the unit tests instead of showing half a page.
 */

export interface PostFrontMatter {
  title: string;
  /** YYYY-MM-DD, the day it was published. */
  date: string;
  /** One or two sentences for the list and for link previews. */
  summary: string;
  tags: string[];
}

const keys = ['title', 'date', 'summary', 'tags'] as const;

function unquote(value: string): string {
  const quoted = /^"(.*)"$/.exec(value) ?? /^'(.*)'$/.exec(value);
  if (!quoted) return value;
  return value.startsWith('"') ? quoted[1]!.replace(/\\(["\\])/g, '$1') : quoted[1]!.replace(/''/g, "'");
}

function parseTags(value: string, file: string): string[] {
  const list = /^\[(.*)\]$/.exec(value);
  if (!list) throw new Error(`${file}: tags must be a list such as [sleep, stress]`);
  const tags = list[1]!
    .split(',')
    .map((tag) => unquote(tag.trim()))
    .filter((tag) => tag !== '');
  if (tags.length === 0) throw new Error(`${file}: tags must name at least one tag`);
  return tags;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function parseFrontMatter(source: string, file: string): { data: PostFrontMatter; body: string } {
  const lines = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  if (lines[0]?.trim() !== '---') throw new Error(`${file}: must start with a front matter block (---)`);
  const end = lines.indexOf('---', 1);
  if (end === -1) throw new Error(`${file}: the front matter block has no closing ---`);

  const values = new Map<string, string>();
  for (const line of lines.slice(1, end)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const pair = /^([a-z]+):\s*(.*?)\s*$/.exec(line);
    if (!pair) throw new Error(`${file}: cannot read the front matter line "${line}"`);
    const [, key, value] = pair as unknown as [string, string, string];
    if (!(keys as readonly string[]).includes(key)) throw new Error(`${file}: unknown front matter key "${key}"`);
    if (values.has(key)) throw new Error(`${file}: "${key}" is given twice`);
    values.set(key, value);
  }
  for (const key of keys) {
    if (!values.get(key)) throw new Error(`${file}: front matter needs "${key}"`);
  }

  const date = unquote(values.get('date')!);
  if (!isRealDate(date)) throw new Error(`${file}: date must be a real day written YYYY-MM-DD, not "${date}"`);
  return {
    data: {
      title: unquote(values.get('title')!),
      date,
      summary: unquote(values.get('summary')!),
      tags: parseTags(values.get('tags')!, file),
    },
    body: lines.slice(end + 1).join('\n'),
  };
}
