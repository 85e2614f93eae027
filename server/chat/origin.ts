import type { FastifyRequest } from 'fastify';

/**
 * A browser always sends Origin with a WebSocket upgrade, and a cross-site page can open a socket to us, so the
 * Origin is the only guard against another site driving a user's chat: it must be this server's own origin or
 * one listed in ALLOWED_ORIGINS. No Origin at all is refused too: every client we serve is a browser or a test
 * that says where it comes from.
 */
export function isAllowedOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (allowedOrigins.includes(origin)) return true;
  return origin === `${request.protocol}://${request.host}`;
}
