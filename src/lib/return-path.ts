/**
 * The way back after logging in or signing up: a page that needs an account sends a visitor to
 * /login?redirect=<the page>, and once they are in they go back there. The address is anyone's to write, so only a
 * path of this site is followed: never another site (`https://…`, `//host`, `/\host`), another scheme
 * (`javascript:`), or the auth screens themselves.
 */
import { normalizePath } from './route-access';

const authScreens = ['/login', '/signup', '/forgot-password'];

/** Any base will do: a path is resolved against it and must stay on it. */
const base = 'https://doro.invalid';

/** The path (with its query and hash) to go back to, or null when `value` is not a path of this site. */
export function returnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 500) return null;
  // A single leading slash, no backslash (browsers read `/\host` as `//host`), nothing below a space.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if ([...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (authScreens.includes(normalizePath(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
