import { describe, expect, it } from 'vitest';
import { normalizePath, routeDecision } from './route-access';

describe('routeDecision, logged out', () => {
  it.each([
    '/',
    '/login',
    '/signup',
    '/forgot-password',
    '/about',
    '/non-profit',
    '/challenge',
    '/blog',
    '/blog/first-steps',
    '/questionnaire/anxiety/7',
    '/database',
    '/plans',
    '/terms',
    '/privacy',
    '/support',
    '/about/',
    '/about/crisis-protocol',
    '/shared/Zm9vYmFyLXRva2VuLWZvci1hLXNoYXJlZC1zZXNzaW9uLTE',
    '/shared/abc/',
    '/shared-progress/Zm9vYmFyLXRva2VuLWZvci1hLXByb2dyZXNzLWxpbmstMQ',
  ])('allows the public page %s', (path) => {
    expect(routeDecision(path, false)).toBe('allow');
  });

  it.each(['/doro-chat', '/profile', '/doro-chat/42', '/profile/'])('sends %s to /login', (path) => {
    expect(routeDecision(path, false)).toEqual({ redirect: '/login' });
  });

  it.each([
    '/nowhere',
    '/doro-chat-light',
    '/questionnaires',
    '/questionnaire/anxiety',
    '/questionnaire/anxiety/7/extra',
    '/blog/a/b',
    '/profiles',
    '/constructor',
    '/shared',
    '/shared/abc/extra',
    '/shared-progress',
    '/shared-progress/abc/extra',
  ])('sends the unknown path %s to /signup', (path) => {
    expect(routeDecision(path, false)).toEqual({ redirect: '/signup' });
  });
});

describe('routeDecision, logged in', () => {
  it.each([
    '/',
    '/terms',
    '/privacy',
    '/support',
    '/doro-chat',
    '/profile',
    '/database',
    '/questionnaire/anxiety/7',
    '/plans',
    '/blog',
    '/blog/first-steps',
    '/about',
    '/non-profit',
    '/challenge',
    '/shared/abc',
    '/shared-progress/abc',
  ])('allows %s', (path) => {
    expect(routeDecision(path, true)).toBe('allow');
  });

  it.each(['/doro-chat-light', '/questionnaires', '/blogs'])(
    'lets %s past the guard, because it starts with an allowed prefix',
    (path) => {
      expect(routeDecision(path, true)).toBe('allow');
    },
  );

  it.each(['/login', '/signup', '/forgot-password', '/nowhere', '/settings', '/terms/extra'])(
    'sends %s to /',
    (path) => {
      expect(routeDecision(path, true)).toEqual({ redirect: '/' });
    },
  );
});

describe('normalizePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['//', '/'],
    ['/blog/', '/blog'],
    ['//blog//x', '/blog/x'],
  ])('%j -> %j', (input, output) => {
    expect(normalizePath(input)).toBe(output);
  });
});
