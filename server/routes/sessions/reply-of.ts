import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';

export const replyNotFound = {
  status: 404 as const,
  body: { message: 'That reply was not found in this session.' },
};

export const notAReply = {
  status: 400 as const,
  body: { message: 'Only Doro’s replies take feedback: that message is your own.' },
};

/**
 * Message `seq` of the session, when it is one of Doro's replies; otherwise the answer to give. The session must
 * already be the caller's (sessionOf): a stranger never gets this far.
 */
export async function replyOf(
  deps: RouteDeps,
  sessionId: string,
  seq: number,
): Promise<{ refusal: typeof replyNotFound | typeof notAReply } | { seq: number; refusal?: never }> {
  const role = await storesFor(deps).feedback.messageRole(sessionId, seq);
  if (!role) return { refusal: replyNotFound };
  if (role !== 'doro') return { refusal: notAReply };
  return { seq };
}
