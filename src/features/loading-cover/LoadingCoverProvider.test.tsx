import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingCoverProvider } from './LoadingCoverProvider';

describe('LoadingCoverProvider', () => {
  it('covers the page from the first render when asked to start covered', () => {
    const html = renderToStaticMarkup(
      <LoadingCoverProvider initiallyVisible label="Starting Doro…">
        <main>Page</main>
      </LoadingCoverProvider>,
    );
    expect(html).toContain('<main>Page</main>');
    expect(html).toMatch(/<output[^>]*aria-live="polite"/);
    expect(html).toContain('Starting Doro…');
  });

  it('shows only the page otherwise', () => {
    const html = renderToStaticMarkup(
      <LoadingCoverProvider>
        <main>Page</main>
      </LoadingCoverProvider>,
    );
    expect(html).toBe('<main>Page</main>');
  });
});
