import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/types';

/** The verified caller of a protected route. Missing means the route is not protected: a server bug, not a 401. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new Error(`${request.routeOptions.url ?? request.url} ran without authentication`);
  return request.authUser;
}
