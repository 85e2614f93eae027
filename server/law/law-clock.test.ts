import { describe, expect, it } from 'vitest';
import { createLawClock } from './law-clock';

describe('the law clock', () => {
  it('is now, unless a test moves it; then it starts at the date given and runs on', () => {
    let wall = Date.parse('2026-11-24T20:00:00Z');
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'test' };
    const clock = createLawClock(env, () => wall);
    expect(clock().toISOString()).toBe('2026-11-24T20:00:00.000Z');
    env.DORO_TEST_LAW_DATE = '2027-01-02T00:00:00Z';
    expect(clock().toISOString()).toBe('2027-01-02T00:00:00.000Z');
    wall += 60_000;
    expect(clock().toISOString()).toBe('2027-01-02T00:01:00.000Z');
    delete env.DORO_TEST_LAW_DATE;
    expect(clock().toISOString()).toBe('2026-11-24T20:01:00.000Z');
  });

  it('refuses a moved clock outside tests, and a date it cannot read', () => {
    const production = createLawClock({ NODE_ENV: 'production', DORO_TEST_LAW_DATE: '2027-01-02' });
    expect(() => production()).toThrow(/only with NODE_ENV=test/);
    expect(() => createLawClock({ NODE_ENV: 'test', DORO_TEST_LAW_DATE: 'next year' })()).toThrow(
      /must be an ISO date/,
    );
  });

  it('follows the date the test-only route set first, outside NODE_ENV=test too (the route exists only in tests)', () => {
    let moved: string | undefined = '2027-01-02T00:00:00Z';
    const clock = createLawClock(
      { DORO_TEST_LAW_DATE: '2030-01-01T00:00:00Z' },
      () => 0,
      () => moved,
    );
    expect(clock().toISOString()).toBe('2027-01-02T00:00:00.000Z');
    moved = undefined;
    expect(() => clock()).toThrow(/only with NODE_ENV=test/);
  });
});
