import type { FastifyRequest } from 'fastify';

/**
 * A browser always sends Origin with a WebSocket upgrade, and a cross-site page can open a socket to us, so the
 * Origin is the only guard against another site driving a user's chat: it must be Doro's public origin
 * (PUBLIC_URL) or one listed in ALLOWED_ORIGINS. The Host header is the client's to write: a page on a name that
 * resolves to this server (DNS rebinding) sends a Host that matches its own Origin, so with PUBLIC_URL set the Host
 * is never consulted. Without it (outside production only, config.ts) the origin the request was addressed to
 * stands in. No Origin at all is refused too: every client we serve is a browser or a test that says where it
 * comes from.
 */
export function isAllowedOrigin(
  request: FastifyRequest,
  allowed: { publicUrl: string | undefined; allowedOrigins: readonly string[] },
): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (allowed.allowedOrigins.includes(origin)) return true;
  return origin === (allowed.publicUrl ?? `${request.protocol}://${request.host}`);
}
