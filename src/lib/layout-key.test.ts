import { describe, expect, it } from 'vitest';
import { layoutKeyFor } from './layout-key';

describe('layoutKeyFor', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/login', 'auth'],
    ['/signup', 'auth'],
    ['/signup/', 'auth'],
    ['/questionnaire/anxiety/3', 'questionnaires'],
    ['/questionnaires', 'questionnaires'],
    ['/database', 'questionnaires'],
    ['/doro-chat', 'chat'],
    ['/doro-chat/123', 'chat'],
    ['/doro-chat-light', 'chatLight'],
    ['/profile', 'profile'],
    ['/blog', 'blog'],
    ['/blog/some-post', 'blog'],
    ['/about', 'default'],
    ['/plans', 'default'],
    ['/forgot-password', 'default'],
  ] as const)('%s -> %s', (pathname, key) => {
    expect(layoutKeyFor(pathname)).toBe(key);
  });

  it('keys by the first segment only, not by a later one or a prefix', () => {
    expect(layoutKeyFor('/about/blog')).toBe('default');
    expect(layoutKeyFor('/loginx')).toBe('default');
    expect(layoutKeyFor('/blogs')).toBe('default');
  });

  it('ignores a query or fragment glued to the path', () => {
    expect(layoutKeyFor('/login?redirect=/')).toBe('auth');
    expect(layoutKeyFor('/#faq')).toBe('home');
  });

  it('falls back to default for names of Object.prototype members', () => {
    expect(layoutKeyFor('/constructor')).toBe('default');
    expect(layoutKeyFor('/__proto__')).toBe('default');
  });
});
