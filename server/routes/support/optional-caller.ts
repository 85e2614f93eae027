import type { FastifyRequest } from 'fastify';
import { InvalidTokenError, type AuthUser, type VerifyIdToken } from '../../auth/types';

/**
 * The caller of a public route, when a valid `Bearer` ID token came along; otherwise null. Never refuses: on a
 * public route a missing, malformed or expired token only means we do not know who is writing.
 */
export async function optionalCaller(request: FastifyRequest, verifyIdToken: VerifyIdToken): Promise<AuthUser | null> {
  const match = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)\s*$/i.exec(
    request.headers.authorization ?? '',
  );
  if (!match) return null;
  try {
    return await verifyIdToken(match[1]!);
  } catch (error) {
    // The identity provider being unreachable must not block a person from reaching us; it is worth a warning.
    if (!(error instanceof InvalidTokenError)) {
      request.log.warn({ err: error }, 'could not verify an optional ID token; treating the caller as anonymous');
    }
    return null;
  }
}
