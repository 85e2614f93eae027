import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CrisisCard } from './CrisisCard';

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('CrisisCard', () => {
  it('is a region named by its "Crisis resources" heading', () => {
    const html = renderToStaticMarkup(<CrisisCard />);
    const labelledBy = /<section[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toMatch(new RegExp(`<h2 id="${labelledBy}"[^>]*>Crisis resources</h2>`));
  });

  it('links every resource: 988 call and text, 911, Kids Help Phone call and text, findahelpline', () => {
    const links = hrefs(renderToStaticMarkup(<CrisisCard level="concern" />));
    expect(links).toEqual(
      expect.arrayContaining([
        'tel:988',
        'sms:988',
        'tel:911',
        'tel:18006686868',
        'sms:686868',
        'https://findahelpline.com',
      ]),
    );
  });

  it('puts 911 before 988 only when danger is imminent', () => {
    const calm = hrefs(renderToStaticMarkup(<CrisisCard level="urgent" />));
    expect(calm.indexOf('tel:988')).toBeLessThan(calm.indexOf('tel:911'));

    const imminentHtml = renderToStaticMarkup(<CrisisCard level="imminent" />);
    const imminent = hrefs(imminentHtml);
    expect(imminent.indexOf('tel:911')).toBeLessThan(imminent.indexOf('tel:988'));
    expect(imminent.filter((href) => href === 'tel:911')).toHaveLength(1);
    expect(imminentHtml.indexOf('If you are in danger now, call 911')).toBeLessThan(imminentHtml.indexOf('988'));
    expect(renderToStaticMarkup(<CrisisCard level="urgent" />)).not.toContain('If you are in danger now');
  });

  it('uses the heading level it is given', () => {
    expect(renderToStaticMarkup(<CrisisCard headingLevel={3} />)).toMatch(/<h3 [^>]*>Crisis resources<\/h3>/);
  });
});
