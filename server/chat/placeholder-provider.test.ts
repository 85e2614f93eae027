import { describe, expect, it } from 'vitest';
import { createPlaceholderProvider, placeholderReply } from './placeholder-provider';

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const tokens: string[] = [];
  for await (const token of stream) tokens.push(token);
  return tokens;
}

describe('the placeholder reply provider', () => {
  const messages = [{ role: 'user' as const, text: 'I could not sleep before my exam.' }];

  it('reflects the user words and streams the reply word by word, the tokens adding up to the reply', async () => {
    const tokens = await collect(
      createPlaceholderProvider({ tokenDelayMs: 0 }).stream({ messages, directiveness: 'listen' }),
    );
    expect(tokens.length).toBeGreaterThan(5);
    expect(tokens.join('')).toBe(placeholderReply({ messages, directiveness: 'listen' }));
    expect(tokens.join('')).toContain('I could not sleep before my exam');
  });

  it('follows the directiveness choice', () => {
    expect(placeholderReply({ messages, directiveness: 'guide' })).toContain('breathing exercise');
    expect(placeholderReply({ messages, directiveness: 'listen' })).not.toContain('breathing exercise');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const tokens = await collect(
      createPlaceholderProvider({ tokenDelayMs: 0 }).stream({
        messages,
        directiveness: 'listen',
        signal: controller.signal,
      }),
    );
    expect(tokens).toEqual([]);
  });
});
