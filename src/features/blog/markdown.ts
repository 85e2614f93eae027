/**
 * The Markdown the blog's posts use, and nothing more: headings, paragraphs, bulleted and numbered lists, quotes,
 * **strong**, *emphasis*, [links](url) and backslash escapes. It parses to a small tree that React renders, so no
 * text ever becomes HTML: a `<script>` in a post is shown as those characters.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'quote'; blocks: Block[] };

const headingLine = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const bulletLine = /^\s{0,3}[-*+]\s+(.*)$/;
const numberLine = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const quoteLine = /^\s{0,3}>\s?(.*)$/;
const continuationLine = /^\s{2,}\S/;

function startsBlock(line: string): boolean {
  return headingLine.test(line) || bulletLine.test(line) || numberLine.test(line) || quoteLine.test(line);
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    const heading = headingLine.exec(line);
    if (heading) {
      // The page's title is its only h1: a post's own headings start at h2, and stop at h4.
      const level = Math.min(Math.max(heading[1]!.length, 2), 4) as 2 | 3 | 4;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2]!) });
      index += 1;
      continue;
    }
    if (quoteLine.test(line)) {
      const quoted: string[] = [];
      while (index < lines.length && quoteLine.test(lines[index]!)) {
        quoted.push(quoteLine.exec(lines[index]!)![1]!);
        index += 1;
      }
      blocks.push({ kind: 'quote', blocks: parseMarkdown(quoted.join('\n')) });
      continue;
    }
    const ordered = numberLine.test(line);
    if (ordered || bulletLine.test(line)) {
      const marker = ordered ? numberLine : bulletLine;
      const items: string[] = [];
      while (index < lines.length) {
        const current = lines[index]!;
        const item = marker.exec(current);
        if (item) items.push(item[1]!);
        else if (items.length > 0 && continuationLine.test(current)) items[items.length - 1] += ` ${current.trim()}`;
        else break;
        index += 1;
      }
      blocks.push({ kind: 'list', ordered, items: items.map(parseInline) });
      continue;
    }
    const paragraph: string[] = [];
    while (
      index < lines.length &&
      lines[index]!.trim() !== '' &&
      (paragraph.length === 0 || !startsBlock(lines[index]!))
    ) {
      paragraph.push(lines[index]!.trim());
      index += 1;
    }
    blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}

/** Links may go to a page of Doro, the web, an email address, or a phone number to call or text. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^\/(?![/\\])/.test(trimmed) || trimmed.startsWith('#')) return trimmed;
  if (/^(https?:\/\/|mailto:|tel:|sms:)[^\s]+$/i.test(trimmed)) return trimmed;
  return null;
}

const escapable = /[\\`*_{}[\]()#+\-.!<>]/;

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && /[\p{L}\p{N}]/u.test(character);
}

/** Where the run closing at `from` ends: the next unescaped `marker` with text before it, or -1. */
function closingIndex(text: string, marker: string, from: number): number {
  for (let index = from; index < text.length; index += 1) {
    if (text[index] === '\\') {
      index += 1;
      continue;
    }
    if (text.startsWith(marker, index) && index > from && text[index - 1] !== ' ') {
      // A single * or _ must not be half of a double one.
      if (marker.length === 1 && (text[index + 1] === marker || text[index - 1] === marker)) continue;
      if (marker === '_' && isWordCharacter(text[index + marker.length])) continue;
      return index;
    }
  }
  return -1;
}

export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) nodes.push({ kind: 'text', text: plain });
    plain = '';
  };

  let index = 0;
  while (index < text.length) {
    const character = text[index]!;
    if (character === '\\' && index + 1 < text.length && escapable.test(text[index + 1]!)) {
      plain += text[index + 1];
      index += 2;
      continue;
    }
    if (text.startsWith('**', index) && text[index + 2] !== ' ') {
      const end = closingIndex(text, '**', index + 2);
      if (end !== -1) {
        flush();
        nodes.push({ kind: 'strong', children: parseInline(text.slice(index + 2, end)) });
        index = end + 2;
        continue;
      }
    }
    if ((character === '*' || character === '_') && text[index + 1] !== ' ' && text[index + 1] !== character) {
      // Underscores inside a word (snake_case) are just underscores.
      const opens = character === '*' || !isWordCharacter(text[index - 1]);
      const end = opens ? closingIndex(text, character, index + 1) : -1;
      if (end !== -1) {
        flush();
        nodes.push({ kind: 'em', children: parseInline(text.slice(index + 1, end)) });
        index = end + 1;
        continue;
      }
    }
    if (character === '[') {
      const link = /^\[([^\]]+)\]\(([^()\s]+)\)/.exec(text.slice(index));
      if (link) {
        flush();
        const href = safeHref(link[2]!);
        const children = parseInline(link[1]!);
        // A link to somewhere unsafe (javascript:, data:) keeps its words and loses the link.
        if (href) nodes.push({ kind: 'link', href, children });
        else nodes.push(...children);
        index += link[0].length;
        continue;
      }
    }
    plain += character;
    index += 1;
  }
  flush();
  return nodes;
}

/** The words of some inline nodes, for a summary or a word count. */
export function plainText(nodes: readonly Inline[]): string {
  return nodes.map((node) => (node.kind === 'text' ? node.text : plainText(node.children))).join('');
}
