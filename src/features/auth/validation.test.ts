import { describe, expect, it } from 'vitest';
import { emailProblem } from './validation';

describe('emailProblem', () => {
  it('asks for an email when there is none', () => {
    expect(emailProblem('')).toBe('Please enter your email address.');
    expect(emailProblem('   ')).toBe('Please enter your email address.');
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com'])('refuses %s', (email) => {
    expect(emailProblem(email)).toBe('That email address does not look right.');
  });

  it.each(['ada@example.com', 'a.b+doro@mail.example.org', ' ada@example.com '])('accepts %s', (email) => {
    expect(emailProblem(email)).toBeNull();
  });
});
