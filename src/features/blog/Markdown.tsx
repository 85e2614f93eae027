import type { ReactNode } from 'react';
import type { Block, Inline } from './markdown';

function renderInline(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link': {
        // Pages of Doro open in place (Markdown.tsx's caller routes the click); the rest leave without a referrer.
        const external = /^https?:/i.test(node.href);
        return (
          <a key={index} href={node.href} rel={external ? 'noopener noreferrer' : undefined}>
            {renderInline(node.children)}
          </a>
        );
      }
    }
  });
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return <Heading key={index}>{renderInline(block.children)}</Heading>;
    }
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>{renderInline(item)}</li>
          ))}
        </List>
      );
    }
    case 'quote':
      return <blockquote key={index}>{block.blocks.map(renderBlock)}</blockquote>;
  }
}

/** A parsed post body as React elements: text stays text, whatever characters it holds. */
export function Markdown({ blocks }: { blocks: readonly Block[] }) {
  return <>{blocks.map(renderBlock)}</>;
}
