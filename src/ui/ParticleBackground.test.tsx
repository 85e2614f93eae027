import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ParticleBackground } from './ParticleBackground';

describe('ParticleBackground', () => {
  it('renders nothing on blog pages or with no particles', () => {
    expect(renderToStaticMarkup(<ParticleBackground count={200} hidden />)).toBe('');
    expect(renderToStaticMarkup(<ParticleBackground count={0} />)).toBe('');
  });

  it('is a decorative canvas, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<ParticleBackground count={100} />);
    expect(html).toMatch(/^<canvas class="[^"]+" aria-hidden="true"/);
  });

  it('states how many particles it draws', () => {
    expect(renderToStaticMarkup(<ParticleBackground count={100} />)).toContain('data-particle-count="100"');
    expect(renderToStaticMarkup(<ParticleBackground count={200} />)).toContain('data-particle-count="200"');
  });
});
