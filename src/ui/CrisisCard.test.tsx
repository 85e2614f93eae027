import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SafetyPlanSections } from '../contract/safety-plan';
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

  describe('with the person’s safety plan', () => {
    const plan: SafetyPlanSections = {
      warningSigns: ['I stop answering my friends'],
      copingStrategies: ['Walk the dog'],
      distractions: [],
      helpContacts: [
        { name: 'Aunt Rosa', phone: '+1 (416) 555-0199' },
        { name: 'Sam', phone: null },
      ],
      professionalContacts: [{ name: 'School counsellor', phone: '416-555-0123' }],
      saferSurroundings: ['Give my pills to Mom'],
    };

    it('shows "Your plan" first, with their own items, then the helplines', () => {
      const html = renderToStaticMarkup(<CrisisCard level="urgent" plan={plan} />);
      const yourPlan = html.indexOf('>Your plan</h3>');
      expect(yourPlan).toBeGreaterThan(-1);
      for (const item of ['I stop answering my friends', 'Walk the dog', 'Sam', 'Give my pills to Mom']) {
        const at = html.indexOf(item);
        expect(at).toBeGreaterThan(yourPlan);
        expect(at).toBeLessThan(html.indexOf('tel:988'));
      }
      expect(html).toMatch(/<h4[^>]*>Warning signs<\/h4>/);
      expect(html).toMatch(/<h3[^>]*>Helplines, any time<\/h3>/);
      // A section left empty has no title of its own.
      expect(html).not.toContain('People and places that take my mind off things');
    });

    it('makes each phone number a tel: link named for the person', () => {
      const html = renderToStaticMarkup(<CrisisCard level="concern" plan={plan} />);
      const links = hrefs(html);
      expect(links.indexOf('tel:+14165550199')).toBeLessThan(links.indexOf('tel:988'));
      expect(links).toContain('tel:4165550123');
      const rosa = /href="tel:\+14165550199"[^>]*><span[^>]*>Call Aunt Rosa at <\/span>\+1 \(416\) 555-0199<\/a>/;
      expect(html).toMatch(rosa);
      expect(links.filter((href) => href.startsWith('tel:'))).toHaveLength(2 + 3);
    });

    it('keeps 911 before everything when danger is imminent, the plan included', () => {
      const html = renderToStaticMarkup(<CrisisCard level="imminent" plan={plan} />);
      expect(html.indexOf('tel:911')).toBeLessThan(html.indexOf('Your plan'));
      expect(hrefs(html).filter((href) => href === 'tel:911')).toHaveLength(1);
    });

    it('shows no plan section without a plan, and the heading levels follow the card’s', () => {
      expect(renderToStaticMarkup(<CrisisCard level="urgent" plan={null} />)).not.toContain('Your plan');
      const nested = renderToStaticMarkup(<CrisisCard level="urgent" headingLevel={3} plan={plan} />);
      expect(nested).toMatch(/<h4[^>]*>Your plan<\/h4>/);
      expect(nested).toMatch(/<h5[^>]*>Warning signs<\/h5>/);
    });
  });
});
