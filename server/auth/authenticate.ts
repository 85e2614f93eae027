/**
 * The authentication hook: every protected route needs `Authorization: Bearer <Firebase ID token>`. It runs on
 * onRequest, before the body is even read, so an anonymous caller costs us nothing and learns nothing.
 */
import type { AppRoute } from '@ts-rest/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InvalidTokenError, type VerifyIdToken } from './types';

// Issue 2: every /users/me... and /sessions/... route. Checked on the raw path as well as the matched route, so an
// unknown path under these prefixes answers 401, not a 404 that would reveal which routes exist.
const protectedPrefixes = ['/api/users/me', '/api/sessions/'];

// A JWT is three base64url parts; anything else is not worth a verification call.
const jwtShape = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

export const authMessages = {
  missing: 'Sign in to continue: this request needs an Authorization header with a Bearer token.',
  malformed: 'Your sign-in token is not valid. Please sign in again.',
  invalid: 'Your sign-in could not be verified. Please sign in again.',
  expired: 'Your sign-in has expired. Please sign in again.',
} as const;

export function requiresAuth(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  if (protectedPrefixes.some((prefix) => path === prefix || path.startsWith(prefix))) return true;
  // Any contract route that declares 401 is one only a signed-in user may call (checkout, promo codes, ...).
  const route = (request.routeOptions.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute;
  return route !== undefined && 401 in route.responses;
}

/**
 * A callback hook, not an async one: a token already verified (verifyIdToken.known) is answered without a promise,
 * and without the shape check, which it passed the first time.
 * `ownConnections`: no proxy is in front (TRUST_PROXY unset), so each connection is one client's, and the token
 * cache may recognise a connection's repeated token by comparing it with the last one (verified-token-cache.ts).
 */
export function createAuthenticationHook(verifyIdToken: VerifyIdToken, options: { ownConnections: boolean }) {
  const { ownConnections } = options;
  return function authenticate(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
    if (!requiresAuth(request)) return done();
    const header = request.headers.authorization;
    if (!header) return void reply.code(401).send({ message: authMessages.missing });
    const token = bearerToken(header);
    const connection = ownConnections ? (request.raw.socket ?? undefined) : undefined;
    const known = token === undefined ? undefined : verifyIdToken.known?.(token, connection);
    if (known) {
      request.authUser = known;
      return done();
    }
    if (token === undefined || !jwtShape.test(token)) {
      return void reply.code(401).send({ message: authMessages.malformed });
    }
    verifyIdToken(token).then(
      (user) => {
        request.authUser = user;
        done();
      },
      (error: unknown) => {
        if (!(error instanceof InvalidTokenError)) return done(error as Error);
        request.log.info({ reason: error.reason, code: error.code }, 'rejected an ID token');
        void reply.code(401).send({ message: authMessages[error.reason] });
      },
    );
  };
}

/**
 * The token of `Bearer <token>`: the scheme in any case, any whitespace around and between; undefined for any other
 * scheme or number of parts. A token holding whitespace is returned, and fails the shape check.
 */
export function bearerToken(header: string): string | undefined {
  const trimmed = header.trim();
  const gap = trimmed.search(/\s/);
  if (gap < 0 || trimmed.slice(0, gap).toLowerCase() !== 'bearer') return undefined;
  return trimmed.slice(gap).trimStart();
}

/**
 * What a signed-in user is sent is theirs alone: no browser cache, proxy or CDN may keep it, where the next person
 * on a shared computer (or behind the same cache) could read it. Every protected route's answer, 401s included,
 * and any other answer made for a verified caller, says `Cache-Control: no-store`; public reads keep their own.
 */
export function noStoreForSignedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
) {
  if (request.authUser || requiresAuth(request)) void reply.header('Cache-Control', 'no-store');
  done(null, payload);
}
