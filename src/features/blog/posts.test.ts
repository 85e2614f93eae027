import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter';
import { plainText, type Block } from './markdown';
import { formatPostDate, parsePosts, postBySlug, posts } from './posts';

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
const post = (front: string, body = 'Hello.') => `---\n${front}\n---\n${body}`;
const valid = 'title: A title\ndate: 2026-01-05\nsummary: A summary.\ntags: [sleep, stress]';

describe('parseFrontMatter', () => {
  it('reads the four keys, quoted or not, and returns the body after the block', () => {
    const { data, body } = parseFrontMatter(
      post(
        'title: "Stress: what helps"\ndate: \'2026-01-05\'\nsummary: It\'s short.\ntags: ["coping skills", sleep]',
        '\n## Hi',
      ),
      'x.md',
    );
    expect(data).toEqual({
      title: 'Stress: what helps',
      date: '2026-01-05',
      summary: "It's short.",
      tags: ['coping skills', 'sleep'],
    });
    expect(body).toBe('\n## Hi');
  });

  it('refuses a file without a block, an unclosed block, a missing, unknown or repeated key', () => {
    const cases: Array<[string, RegExp]> = [
      ['Just text', /must start with a front matter block/],
      ['---\ntitle: x\n', /no closing ---/],
      [post('date: 2026-01-05\nsummary: s\ntags: [a]'), /needs "title"/],
      [post(`${valid}\nauthor: me`), /unknown front matter key "author"/],
      [post(`${valid}\ntitle: again`), /"title" is given twice/],
      [post('title: t\ndate: 2026-01-05\nsummary: s\ntags: []'), /at least one tag/],
      [post('title: t\ndate: 2026-01-05\nsummary: s\ntags: sleep'), /tags must be a list/],
      [post('title: t\ndate: 2026-02-30\nsummary: s\ntags: [a]'), /date must be a real day/],
      [post('title: t\ndate: 5 Jan 2026\nsummary: s\ntags: [a]'), /date must be a real day/],
      [post(`${valid}\nnot a pair`), /cannot read the front matter line/],
    ];
    for (const [source, message] of cases) expect(() => parseFrontMatter(source, 'content/blog/x.md')).toThrow(message);
  });

  it('names the file in its errors', () => {
    expect(() => parseFrontMatter('nope', 'content/blog/broken.md')).toThrow(/^content\/blog\/broken\.md: /);
  });
});

describe('parsePosts', () => {
  it('sorts newest first, then by title, and takes the slug from the file name', () => {
    const parsed = parsePosts({
      '/content/blog/older.md': post('title: B\ndate: 2026-01-01\nsummary: s\ntags: [a]'),
      '/content/blog/newer.md': post('title: Z\ndate: 2026-03-01\nsummary: s\ntags: [a]'),
      '/content/blog/same-day.md': post('title: A\ndate: 2026-01-01\nsummary: s\ntags: [a]'),
    });
    expect(parsed.map((item) => item.slug)).toEqual(['newer', 'same-day', 'older']);
  });

  it('refuses a file name that cannot be an address', () => {
    expect(() => parsePosts({ '/content/blog/My Post.md': post(valid) })).toThrow(/file name must be lower-case/);
  });

  it('estimates reading time at about 200 words a minute, at least one', () => {
    expect(parsePosts({ '/a.md': post(valid, words(10)) })[0]?.readingMinutes).toBe(1);
    expect(parsePosts({ '/a.md': post(valid, `- ${words(300)}\n\n> ${words(300)}`) })[0]?.readingMinutes).toBe(3);
  });
});

function textOf(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'quote') return textOf(block.blocks);
      return plainText(block.kind === 'list' ? block.items.flat() : block.children);
    })
    .join('\n');
}

function linksOf(blocks: readonly Block[]): string[] {
  const hrefs: string[] = [];
  const walk = (nodes: readonly import('./markdown').Inline[]) => {
    for (const node of nodes) {
      if (node.kind === 'link') hrefs.push(node.href);
      if (node.kind !== 'text') walk(node.children);
    }
  };
  for (const block of blocks) {
    if (block.kind === 'quote') hrefs.push(...linksOf(block.blocks));
    else if (block.kind === 'list') block.items.forEach(walk);
    else walk(block.children);
  }
  return hrefs;
}

describe('the posts in content/blog', () => {
  it('are at least six, each read without error, newest first, with distinct slugs and titles', () => {
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const dates = posts.map((item) => item.date);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(new Set(posts.map((item) => item.slug)).size).toBe(posts.length);
    expect(new Set(posts.map((item) => item.title)).size).toBe(posts.length);
    expect(new Set(posts.map((item) => item.summary)).size).toBe(posts.length);
  });

  it('cover the topics the issue names', () => {
    const tags = new Set(posts.flatMap((item) => item.tags));
    const topics = ['coping skills', 'sleep', 'stress', 'talking to someone', 'questionnaires', 'crisis resources'];
    expect(topics.filter((topic) => !tags.has(topic))).toEqual([]);
  });

  it('give every crisis resource in the crisis post, as links people can tap', () => {
    const crisis = posts.find((item) => item.tags.includes('crisis resources'));
    expect(crisis).toBeDefined();
    const links = linksOf(crisis!.body);
    for (const href of ['tel:988', 'sms:988', 'tel:911', 'tel:18006686868', 'sms:686868', 'https://findahelpline.com'])
      expect(links).toContain(href);
  });

  it('link only to posts that exist and to pages of the app', () => {
    const pages = ['/challenge', '/database', '/signup', '/about'];
    const broken = posts.flatMap((item) =>
      linksOf(item.body)
        .filter((href) => href.startsWith('/'))
        .filter((href) => {
          const slug = /^\/blog\/([^/#]+)/.exec(href)?.[1];
          return slug ? postBySlug(slug) === undefined : !pages.includes(href);
        })
        .map((href) => `${item.slug} -> ${href}`),
    );
    expect(broken).toEqual([]);
    // The check above has something to check.
    expect(posts.some((item) => linksOf(item.body).some((href) => href.startsWith('/blog/')))).toBe(true);
  });

  it('never call Doro a therapist or a human: where those words appear, it is to say Doro is not one', () => {
    const sentences = posts.flatMap((item) => textOf(item.body).split(/(?<=[.!?])\s+/));
    const aboutDoro = sentences.filter((text) => /\btherap(y|ist)\b|\bhuman\b/i.test(text) && /\bDoro\b/.test(text));
    expect(aboutDoro.length).toBeGreaterThan(0);
    expect(aboutDoro.filter((text) => !/\bnot\b/.test(text))).toEqual([]);
  });
});

describe('formatPostDate', () => {
  it('writes the calendar day of the file, in words', () => {
    expect(formatPostDate('2026-11-03')).toBe('November 3, 2026');
    expect(formatPostDate('2026-01-01')).toBe('January 1, 2026');
  });
});
