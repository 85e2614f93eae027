import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StartupCover } from './StartupCover';

describe('StartupCover', () => {
  it('covers the page from the first render while the app starts up', () => {
    const html = renderToStaticMarkup(<StartupCover loading label="Opening your account…" />);
    expect(html).toMatch(/^<output[^>]*aria-live="polite"[^>]*data-testid="loading-cover"/);
    expect(html).toContain('Opening your account…');
  });

  it('draws nothing when there is nothing to wait for (a logged-out visitor)', () => {
    expect(renderToStaticMarkup(<StartupCover loading={false} />)).toBe('');
  });
});
