import { describe, expect, it } from 'vitest';
import { scrubPath } from './tracking-path';

describe('scrubPath', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/sessions/3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f', '/sessions/:id'],
    ['/questionnaires/results/42', '/questionnaires/results/:id'],
    ['/shared/aZ3kP9qLm2XwY7rT5vB8', '/shared/:id'],
    ['/shared/aZ3kP9qLm2XwY7rT5vB8/messages/17', '/shared/:id/messages/:id'],
    ['/blog/sleep-and-stress-2025', '/blog/sleep-and-stress-2025'],
    ['/blog/how-to-talk-to-someone', '/blog/how-to-talk-to-someone'],
    ['/chat?session=3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f#top', '/chat'],
    ['/profile/settings', '/profile/settings'],
  ])('%s becomes %s', (path, expected) => {
    expect(scrubPath(path)).toBe(expected);
  });

  it('never lets a uuid through, even under /blog', () => {
    expect(scrubPath('/blog/3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f')).toBe('/blog/:id');
  });
});
