import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it.each([
    ['/doro-chat', '/doro-chat'],
    ['/profile', '/profile'],
    ['/profile?tab=data#export', '/profile?tab=data#export'],
    ['/questionnaire/depression/phq-9?mode=result', '/questionnaire/depression/phq-9?mode=result'],
  ])('follows the path of this site %s', (value, expected) => {
    expect(returnPath(value)).toBe(expected);
  });

  it.each([
    'https://example.com/steal',
    'http://localhost:3000/profile',
    '//example.com/steal',
    '/\\example.com',
    '\\\\example.com',
    '/\t/example.com',
    '/\n/example.com',
    'javascript:alert(1)',
    'data:text/html,hi',
    'doro-chat',
    '',
    ' /profile',
    `/${'a'.repeat(600)}`,
  ])('ignores %j, which is not a path of this site', (value) => {
    expect(returnPath(value)).toBeNull();
  });

  it.each(['/login', '/signup', '/signup/', '/forgot-password', '//login'])(
    'never goes back to an auth screen (%s)',
    (value) => {
      expect(returnPath(value)).toBeNull();
    },
  );

  it.each([undefined, null, 42, ['/profile'], { path: '/profile' }])(
    'ignores a value that is not text (%j)',
    (value) => {
      expect(returnPath(value)).toBeNull();
    },
  );
});
