/**
 * The layout and theme key of a page, chosen by the first path segment. The root element carries it
 * as `data-layout`, and the app shell picks the matching theme class from it.
 */
export const layoutKeys = [
  'home',
  'auth',
  'questionnaires',
  'chat',
  'chatLight',
  'profile',
  'blog',
  'default',
] as const;
export type LayoutKey = (typeof layoutKeys)[number];

const keyByFirstSegment: Readonly<Record<string, LayoutKey>> = {
  '': 'home',
  login: 'auth',
  signup: 'auth',
  questionnaire: 'questionnaires',
  questionnaires: 'questionnaires',
  database: 'questionnaires',
  'doro-chat': 'chat',
  'doro-chat-light': 'chatLight',
  profile: 'profile',
  blog: 'blog',
};

export function layoutKeyFor(pathname: string): LayoutKey {
  const firstSegment = pathname.replace(/^\/+/, '').split(/[/?#]/, 1)[0] ?? '';
  // Own properties only: a segment such as "constructor" must not reach Object.prototype.
  return Object.hasOwn(keyByFirstSegment, firstSegment) ? keyByFirstSegment[firstSegment]! : 'default';
}

/**
 * A questionnaire being filled in or its result (query mode=form or mode=result) gets the whole
 * screen: no header and no footer, and the questionnaire style wherever it is shown.
 */
export function isFocusMode(search: Readonly<Record<string, unknown>>): boolean {
  return search.mode === 'form' || search.mode === 'result';
}

/** The layout key of a location: the path's key, unless the query asks for the focus mode. */
export function layoutKeyForLocation(pathname: string, search: Readonly<Record<string, unknown>>): LayoutKey {
  return isFocusMode(search) ? 'questionnaires' : layoutKeyFor(pathname);
}
