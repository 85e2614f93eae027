import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingCover } from './LoadingCover';

describe('LoadingCover', () => {
  it('renders nothing when not visible', () => {
    expect(renderToStaticMarkup(<LoadingCover visible={false} />)).toBe('');
  });

  it('is a status region that says what is happening, with the animation hidden from screen readers', () => {
    const html = renderToStaticMarkup(<LoadingCover visible label="Opening your session…" />);
    expect(html).toMatch(/^<output class="[^"]+" aria-live="polite"/);
    expect(html).toContain('Opening your session…');
    expect(html).toMatch(/<span class="[^"]+" aria-hidden="true"><\/span>/);
  });
});
