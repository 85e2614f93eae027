import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Ada King Lovelace', 'AL'],
    ['  ada   lovelace ', 'AL'],
    ['Ada', 'A'],
    ['ada.lovelace@example.com', 'A'],
    ['Émile Zola', 'ÉZ'],
    ['', '?'],
    ['   ', '?'],
  ])('%j -> %j', (input, expected) => {
    expect(initialsOf(input)).toBe(expected);
  });
});
