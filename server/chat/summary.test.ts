import { describe, expect, it } from 'vitest';
import { extractiveSummary } from './summary';

describe('extractiveSummary', () => {
  it('quotes the first sentence of the user messages, never Doro', () => {
    const summary = extractiveSummary([
      { role: 'user', text: 'Work has been overwhelming. My boss keeps adding tasks.' },
      { role: 'doro', text: 'That sounds like a lot to carry.' },
    ]);
    expect(summary).toContain('"Work has been overwhelming."');
    expect(summary).not.toContain('boss');
    expect(summary).not.toContain('carry');
  });

  it('keeps the first, middle and last of many messages', () => {
    const turns = ['one.', 'two.', 'three.', 'four.', 'five.'].map((text) => ({ role: 'user' as const, text }));
    expect(extractiveSummary(turns)).toBe('In this session you talked about: "one."; "three."; "five.".');
  });

  it('says so when nothing was written', () => {
    expect(extractiveSummary([])).toMatch(/nothing was written/);
  });
});
