import { describe, expect, it } from 'vitest';
import { remainingTimeText, secondsLeft } from './remaining-time';

describe('remainingTimeText', () => {
  it.each([
    [0, '0 minutes left'],
    [-5, '0 minutes left'],
    [1, 'Less than 1 minute left'],
    [59, 'Less than 1 minute left'],
    [60, '1 minute left'],
    [119, '1 minute left'],
    [1800, '30 minutes left'],
  ])('%i seconds read "%s"', (seconds, text) => {
    expect(remainingTimeText(seconds)).toBe(text);
  });
});

describe('secondsLeft', () => {
  it('counts down by whole seconds and stops at zero', () => {
    expect(secondsLeft(90, 0)).toBe(90);
    expect(secondsLeft(90, 999)).toBe(90);
    expect(secondsLeft(90, 1000)).toBe(89);
    expect(secondsLeft(90, 200_000)).toBe(0);
  });
});
