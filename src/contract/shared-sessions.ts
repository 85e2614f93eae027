import { z } from 'zod';
import { c, errors, IsoDateTime } from './common';

// What a share link shows (issue 4): the session's summary and its date, never the transcript. Public: the token
// in the path is the only key, so there is no 401, and every link that does not open anything (unknown, revoked,
// expired, or its session deleted) is the same 404, so nothing can be learnt by probing.
export const SharedSession = z.object({
  summary: z.string(),
  startedAt: IsoDateTime,
  // When the link stops working, so the page can say so.
  expiresAt: IsoDateTime,
});
export type SharedSession = z.infer<typeof SharedSession>;

export const sharedSessions = c.router({
  get: {
    method: 'GET',
    path: '/shared-sessions/:token',
    pathParams: z.object({ token: z.string().min(1).max(128) }),
    responses: { 200: SharedSession, ...errors(400, 404) },
    summary: 'A shared session summary, read through its link',
  },
});
