/**
 * Who may see which path, as one pure rule the router's guard applies on every navigation.
 * Logged out: the public table; /doro-chat and /profile need an account, so they send to /login; anything else
 * unknown goes to /signup. Logged in: paths outside the allowed prefixes go to /, and an unknown path that passes
 * the prefix check shows the landing page (the splat route renders it).
 */
export type RouteDecision = 'allow' | { redirect: '/' | '/login' | '/signup' };

/** The standalone legal paths: each shows the layout with its popup open, for everyone. */
const legalPaths = ['/terms', '/privacy', '/support'];

const publicPaths = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/about',
  // The published crisis protocol (issue 5): public, like the rest of /about.
  '/about/crisis-protocol',
  '/non-profit',
  '/challenge',
  '/blog',
  '/database',
  '/plans',
  ...legalPaths,
];

/**
 * Pages with a parameter, matched segment by segment: /blog/{slug}, /questionnaire/{category}/{id}, and the
 * read-only pages of share links, opened by whoever was given them, signed in or not: /shared/{token} (a session's
 * summary) and /shared-progress/{token} (a progress summary). Logged in, the '/shared' prefix covers both.
 */
const publicPatterns = [
  /^\/blog\/[^/]+$/,
  /^\/questionnaire\/[^/]+\/[^/]+$/,
  /^\/shared\/[^/]+$/,
  /^\/shared-progress\/[^/]+$/,
];

/** Only for people with an account. */
const accountPaths = ['/doro-chat', '/profile'];

/** The logged-in guard's list: the spec says "starts with", so /questionnaires or /blog-x pass it too. */
const loggedInPrefixes = [
  '/doro-chat',
  '/profile',
  '/database',
  '/questionnaire',
  '/plans',
  '/blog',
  '/about',
  '/non-profit',
  '/challenge',
  '/shared',
];

/** One spelling per page: no trailing slash (but the root), no repeated slashes. */
export function normalizePath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  return trimmed === '' ? '/' : trimmed;
}

function isPublic(path: string): boolean {
  return publicPaths.includes(path) || publicPatterns.some((pattern) => pattern.test(path));
}

export function routeDecision(pathname: string, isLoggedIn: boolean): RouteDecision {
  const path = normalizePath(pathname);
  if (!isLoggedIn) {
    if (isPublic(path)) return 'allow';
    if (accountPaths.some((account) => path === account || path.startsWith(`${account}/`))) {
      return { redirect: '/login' };
    }
    return { redirect: '/signup' };
  }
  if (path === '/' || legalPaths.includes(path)) return 'allow';
  if (loggedInPrefixes.some((prefix) => path.startsWith(prefix))) return 'allow';
  return { redirect: '/' };
}
