import { describe, expect, it } from 'vitest';
import { isFocusMode, layoutKeyFor, layoutKeyForLocation } from './layout-key';

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

describe('isFocusMode and layoutKeyForLocation', () => {
  it.each(['form', 'result'])('mode=%s is the focus mode, in the questionnaire style on any path', (mode) => {
    expect(isFocusMode({ mode })).toBe(true);
    expect(layoutKeyForLocation('/', { mode })).toBe('questionnaires');
    expect(layoutKeyForLocation('/blog/post', { mode })).toBe('questionnaires');
  });

  it.each([{}, { mode: 'edit' }, { mode: 'Form' }, { mode: ['form'] }, { other: 'form' }])(
    '%j keeps the layout of the path',
    (search) => {
      expect(isFocusMode(search)).toBe(false);
      expect(layoutKeyForLocation('/blog/post', search)).toBe('blog');
      expect(layoutKeyForLocation('/', search)).toBe('home');
    },
  );
});
