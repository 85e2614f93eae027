import { describe, expect, it } from 'vitest';
import { sliceRatio } from './bench-ratio';

const rates = (...sliceRequestsPerSecond: number[]) => ({ sliceRequestsPerSecond });

describe('sliceRatio', () => {
  it('is the median of the rounds’ ratios, so one disturbed round does not move it', () => {
    // Round 3: the machine got busy while the server ran and quiet again for bare Fastify.
    expect(sliceRatio(rates(700, 720, 100, 690, 710), rates(1000, 1000, 1000, 1000, 1000))).toBe(0.7);
  });

  it('compares each round with its own bare run, not with the whole run', () => {
    // The machine's speed halves between rounds; each round's ratio is 0.6 whatever the level.
    expect(sliceRatio(rates(600, 300, 600, 300), rates(1000, 500, 1000, 500))).toBe(0.6);
  });

  it('takes the mean of the middle two of an even count, and ignores rounds bare Fastify did not run', () => {
    expect(sliceRatio(rates(500, 600, 700, 800), rates(1000, 1000, 1000, 1000))).toBe(0.65);
    expect(sliceRatio(rates(500, 600, 700), rates(1000, 1000))).toBe(0.55);
  });
});
