import { describe, expect, it } from 'vitest';
import { emulatorTokenProblem } from './emulator-token';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const payload = part({ sub: 'uid-1', aud: 'demo-doro', exp: 4_000_000_000 });
// The shape the Auth emulator issues: alg none, empty signature.
const emulatorToken = `${part({ alg: 'none', typ: 'JWT' })}.${payload}.`;

describe('emulatorTokenProblem', () => {
  it('accepts the unsigned shape the emulator issues', () => {
    expect(emulatorTokenProblem(emulatorToken)).toBeNull();
  });

  it('refuses a token with a signature part, whatever its header claims', () => {
    const signature = Buffer.from('forged').toString('base64url');
    expect(emulatorTokenProblem(`${emulatorToken}${signature}`)).toBe('signed');
    expect(emulatorTokenProblem(`${part({ alg: 'RS256', kid: 'k' })}.${payload}.${signature}`)).toBe('signed');
  });

  it('refuses an unsigned token whose header names a real algorithm or none at all', () => {
    expect(emulatorTokenProblem(`${part({ alg: 'RS256', kid: 'k' })}.${payload}.`)).toBe('not-alg-none');
    expect(emulatorTokenProblem(`${part({ typ: 'JWT' })}.${payload}.`)).toBe('not-alg-none');
    expect(emulatorTokenProblem(`${part({ alg: 'NONE' })}.${payload}.`)).toBe('not-alg-none');
  });

  it('refuses what is not a three-part JWT with a JSON header', () => {
    expect(emulatorTokenProblem('abc')).toBe('not-a-jwt');
    expect(emulatorTokenProblem(`${emulatorToken}.extra`)).toBe('not-a-jwt');
    expect(emulatorTokenProblem(`${Buffer.from('not json').toString('base64url')}.${payload}.`)).toBe('not-a-jwt');
  });
});
