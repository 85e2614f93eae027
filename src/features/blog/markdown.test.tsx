import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';
import { parseInline, parseMarkdown, plainText, safeHref } from './markdown';

const html = (source: string) => renderToStaticMarkup(<Markdown blocks={parseMarkdown(source)} />);

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists and quotes, joining the lines of a paragraph', () => {
    const source = [
      '## Why sleep slips',
      'Stress keeps the mind',
      'busy at night.',
      '',
      '- Keep a wake-up time',
      '- Put the phone',
      '  in another room',
      '',
      '1. Breathe in',
      '2. Breathe out',
      '',
      '> If you are in danger,',
      '> call 911.',
    ].join('\n');
    expect(parseMarkdown(source)).toEqual([
      { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'Why sleep slips' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Stress keeps the mind busy at night.' }] },
      {
        kind: 'list',
        ordered: false,
        items: [
          [{ kind: 'text', text: 'Keep a wake-up time' }],
          [{ kind: 'text', text: 'Put the phone in another room' }],
        ],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'Breathe in' }], [{ kind: 'text', text: 'Breathe out' }]],
      },
      {
        kind: 'quote',
        blocks: [{ kind: 'paragraph', children: [{ kind: 'text', text: 'If you are in danger, call 911.' }] }],
      },
    ]);
  });

  it('keeps the page’s h1 for the title: # becomes h2, and ##### stops at h4', () => {
    expect(parseMarkdown('# Top\n\n##### Deep').map((block) => (block.kind === 'heading' ? block.level : 0))).toEqual([
      2, 4,
    ]);
  });

  it('ends a paragraph where a list starts without a blank line, and reads Windows line ends', () => {
    const blocks = parseMarkdown('Try this:\r\n- one\r\n- two');
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'list']);
  });
});

describe('parseInline', () => {
  it('reads strong, emphasis (both spellings), links and nesting', () => {
    expect(parseInline('a **big** and *small* and _quiet_ [**988**](tel:988)')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'big' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'small' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'quiet' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'tel:988', children: [{ kind: 'strong', children: [{ kind: 'text', text: '988' }] }] },
    ]);
  });

  it('leaves lone markers, escaped markers and underscores inside words alone', () => {
    expect(plainText(parseInline('2 * 3 = 6, \\*not em\\*, snake_case_name, **open'))).toBe(
      '2 * 3 = 6, *not em*, snake_case_name, **open',
    );
    expect(parseInline('snake_case_name').every((node) => node.kind === 'text')).toBe(true);
  });
});

describe('safeHref', () => {
  it('allows pages of Doro, the web, email, calls and texts', () => {
    for (const href of [
      '/challenge',
      '/blog/sleep#tips',
      '#faq',
      'https://findahelpline.com',
      'mailto:a@b.c',
      'tel:988',
      'sms:686868',
    ])
      expect(safeHref(href)).toBe(href);
  });

  it('refuses scripts, data, protocol-relative and other schemes', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil',
      'vbscript:x',
      'ftp://x',
    ])
      expect(safeHref(href)).toBeNull();
  });
});

describe('Markdown (rendered)', () => {
  it('renders the tree as HTML elements', () => {
    expect(html('## Hi\n\nSome *words* and [a page](/challenge).\n\n- one\n- two')).toBe(
      '<h2>Hi</h2><p>Some <em>words</em> and <a href="/challenge">a page</a>.</p><ul><li>one</li><li>two</li></ul>',
    );
  });

  it('shows HTML in a post as text, never as markup', () => {
    const out = html('<script>alert(1)</script> <img src=x onerror=alert(1)> & "quotes"');
    expect(out).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</p>',
    );
  });

  it('drops an unsafe link but keeps its words; web links leave without a referrer', () => {
    expect(html('[click me](javascript:alert)')).toBe('<p>click me</p>');
    // Parentheses in a destination are not part of the subset: the whole thing stays text.
    expect(html('[a](javascript:alert(1))')).toBe('<p>[a](javascript:alert(1))</p>');
    expect(html('[directory](https://findahelpline.com)')).toBe(
      '<p><a href="https://findahelpline.com" rel="noopener noreferrer">directory</a></p>',
    );
  });
});
