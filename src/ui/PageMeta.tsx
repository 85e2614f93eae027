import { useLayoutEffect } from 'react';
import { useMessages } from '../lib/i18n/i18n';
import { createMetaStack, headMetaTarget, headTagsFor, type PageMeta as PageMetaProps } from '../lib/page-meta';
import { normalizePath } from '../lib/route-access';
import { pageMetaMessages } from './page-meta.messages';

// One stack for the page's <head>, made on first use so that server-side rendering in tests never touches it.
let stack: ReturnType<typeof createMetaStack> | null = null;

/**
 * Puts a page's description and social card tags into <head> while it is shown. A page rendered inside another
 * (a blog post inside the blog layout) wins while it is there; leaving it brings the outer page's tags back.
 */
export function PageMeta({ title, description, type, noindex }: PageMetaProps) {
  const descriptions = useMessages(pageMetaMessages);
  useLayoutEffect(() => {
    stack ??= createMetaStack(headMetaTarget(document.head));
    const path = normalizePath(window.location.pathname);
    const shown = description ?? (Object.hasOwn(descriptions, path) ? descriptions[path] : descriptions['/']);
    return stack.show(headTagsFor({ title, description: shown, type, noindex }, window.location.pathname));
  }, [title, description, type, noindex, descriptions]);
  return null;
}
