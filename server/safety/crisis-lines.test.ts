import { describe, expect, it } from 'vitest';
import { crisisLinesFor } from './crisis-lines';

const reach = (lines: ReturnType<typeof crisisLinesFor>) => lines.map((line) => line.call ?? line.url);

describe('the crisis lines of a pause', () => {
  it('follow where the person lives, with the emergency number first when the danger is imminent', () => {
    expect(reach(crisisLinesFor('US-OR', 'urgent'))).toEqual(['988', '911']);
    expect(reach(crisisLinesFor('US-OR', 'imminent'))).toEqual(['911', '988']);
    expect(reach(crisisLinesFor('CA', 'urgent'))).toEqual(['988', '911', '1-800-668-6868']);
    expect(reach(crisisLinesFor('CA-QC', 'urgent'))).toEqual(['988', '911', '1-866-277-3553', '1-800-668-6868']);
    expect(reach(crisisLinesFor('EU', 'imminent'))).toEqual(['https://findahelpline.com']);
    expect(reach(crisisLinesFor('other', 'urgent'))).toEqual(['https://findahelpline.com']);
    expect(reach(crisisLinesFor('unknown', 'urgent'))).toEqual([
      '988',
      '911',
      '1-800-668-6868',
      'https://findahelpline.com',
    ]);
  });

  it('text 988 and Kids Help Phone where they answer texts', () => {
    const texts = crisisLinesFor('CA', 'urgent').flatMap((line) => (line.text ? [line.text] : []));
    expect(texts).toEqual(['988', '686868']);
  });
});
