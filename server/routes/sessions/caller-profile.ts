import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../users/user-store';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { noProfileMessage } from '../users/user-body';

/** The caller's profile row, or the 404 every session route answers without one. */
export async function callerProfile(
  deps: RouteDeps,
  request: FastifyRequest,
): Promise<{ user: UserRow } | { status: 404; body: { message: string } }> {
  const user = await deps.chat.store.findUser(signedInUser(request).uid);
  return user ? { user } : { status: 404, body: { message: noProfileMessage } };
}

/** Someone else's session is answered exactly like one that does not exist, so ids cannot be probed. */
export const sessionNotFound = { status: 404 as const, body: { message: 'That session was not found.' } };
