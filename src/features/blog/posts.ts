import { parseFrontMatter, type PostFrontMatter } from './front-matter';
import { parseMarkdown, plainText, type Block } from './markdown';

export interface Post extends PostFrontMatter {
  /** The file's name without .md: the post's address is /blog/{slug}. */
  slug: string;
  body: Block[];
  readingMinutes: number;
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function wordsIn(blocks: readonly Block[]): number {
  return blocks
    .map((block) => {
      if (block.kind === 'quote') return wordsIn(block.blocks);
      const inlines = block.kind === 'list' ? block.items.flat() : block.children;
      return plainText(inlines).split(/\s+/).filter(Boolean).length;
    })
    .reduce((sum, count) => sum + count, 0);
}

/** Every post of a set of Markdown sources keyed by file path, newest first (then by title, for a stable order). */
export function parsePosts(sources: Readonly<Record<string, string>>): Post[] {
  const posts = Object.entries(sources).map(([path, source]) => {
    const slug = path.replace(/^.*\//, '').replace(/\.md$/, '');
    if (!slugPattern.test(slug)) throw new Error(`${path}: a post's file name must be lower-case words joined by -`);
    const { data, body } = parseFrontMatter(source, path);
    const blocks = parseMarkdown(body);
    // About 200 words a minute, read calmly.
    return { ...data, slug, body: blocks, readingMinutes: Math.max(1, Math.round(wordsIn(blocks) / 200)) };
  });
  return posts.toSorted((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

// Read when the blog's code loads (it is split from the rest of the app): the posts ship inside that chunk.
const sources = import.meta.glob<string>('/content/blog/*.md', { query: '?raw', import: 'default', eager: true });

export const posts: readonly Post[] = parsePosts(sources);

export function postBySlug(slug: string): Post | undefined {
  return posts.find((post) => post.slug === slug);
}

/** "November 3, 2026", read as the calendar day written in the file, wherever the reader is. */
export function formatPostDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
