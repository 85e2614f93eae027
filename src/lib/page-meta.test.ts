import { describe, expect, it } from 'vitest';
import {
  createMetaStack,
  descriptionForPath,
  headTagsFor,
  pageDescriptions,
  siteDescription,
  type HeadTag,
  type MetaTarget,
} from './page-meta';

/** A <head> as a map from "attribute:key" to content. */
function fakeHead(initial: Record<string, string> = {}): MetaTarget & { tags: Map<string, string> } {
  const tags = new Map(Object.entries(initial));
  return {
    tags,
    read: ({ attribute, key }) => tags.get(`${attribute}:${key}`) ?? null,
    write({ attribute, key }, content) {
      if (content === null) tags.delete(`${attribute}:${key}`);
      else tags.set(`${attribute}:${key}`, content);
    },
  };
}

const about = headTagsFor({ title: 'About · Doro' }, '/about');
const post = headTagsFor({ title: 'Sleep · Doro Blog', description: 'On sleep.', type: 'article' }, '/blog/sleep');
const notFound = headTagsFor(
  { title: 'Not found · Doro Blog', description: 'No such post.', noindex: true },
  '/blog/x',
);

describe('page descriptions', () => {
  it('are unique and non-empty for every page with a fixed path', () => {
    const descriptions = Object.values(pageDescriptions);
    // Search engines show about 160 characters; a line too short says nothing.
    expect(descriptions.filter((text) => text.length < 40 || text.length > 200)).toEqual([]);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('are found by path, whatever its spelling, and fall back to the site description', () => {
    expect(descriptionForPath('/challenge/')).toBe(pageDescriptions['/challenge']);
    expect(descriptionForPath('//about')).toBe(pageDescriptions['/about']);
    expect(descriptionForPath('/blog/some-post')).toBe(siteDescription);
    expect(descriptionForPath('/constructor')).toBe(siteDescription);
  });
});

const contentOf = (tags: HeadTag[], key: string) => tags.find((tag) => tag.key === key)?.content;

describe('headTagsFor', () => {
  it('gives the description and the social card tags, from the path when no description is given', () => {
    expect(contentOf(about, 'description')).toBe(pageDescriptions['/about']);
    expect(contentOf(about, 'og:description')).toBe(pageDescriptions['/about']);
    expect(contentOf(about, 'twitter:description')).toBe(pageDescriptions['/about']);
    expect(contentOf(about, 'og:title')).toBe('About · Doro');
    expect(contentOf(about, 'twitter:title')).toBe('About · Doro');
    expect(contentOf(about, 'og:type')).toBe('website');
    expect(contentOf(about, 'twitter:card')).toBe('summary');
    expect(contentOf(about, 'robots')).toBeUndefined();
  });

  it('uses the attribute each family expects: property for Open Graph, name for the rest', () => {
    for (const tag of post) expect(tag.attribute).toBe(tag.key.startsWith('og:') ? 'property' : 'name');
    expect(contentOf(post, 'og:type')).toBe('article');
    expect(contentOf(notFound, 'robots')).toBe('noindex');
  });
});

describe('the meta stack', () => {
  it('shows the last page shown, and restores index.html once every page has gone', () => {
    const head = fakeHead({ 'name:description': siteDescription });
    const stack = createMetaStack(head);
    const hideAbout = stack.show(about);
    expect(head.tags.get('name:description')).toBe(pageDescriptions['/about']);
    expect(head.tags.get('property:og:title')).toBe('About · Doro');
    hideAbout();
    expect(Object.fromEntries(head.tags)).toEqual({ 'name:description': siteDescription });
  });

  it('brings the outer page back when an inner one leaves, and drops tags the outer page does not have', () => {
    const head = fakeHead();
    const stack = createMetaStack(head);
    const hideOuter = stack.show(about);
    const hideInner = stack.show(notFound);
    expect(head.tags.get('name:robots')).toBe('noindex');
    expect(head.tags.get('name:description')).toBe('No such post.');
    hideInner();
    expect(head.tags.has('name:robots')).toBe(false);
    expect(head.tags.get('name:description')).toBe(pageDescriptions['/about']);
    hideOuter();
    expect(head.tags.size).toBe(0);
  });

  it('does not care in which order pages leave (one page leaving as the next arrives)', () => {
    const head = fakeHead();
    const stack = createMetaStack(head);
    const hideAbout = stack.show(about);
    const hidePost = stack.show(post);
    hideAbout();
    expect(head.tags.get('property:og:type')).toBe('article');
    hideAbout();
    expect(head.tags.get('name:description')).toBe('On sleep.');
    hidePost();
    expect(head.tags.size).toBe(0);
  });
});
