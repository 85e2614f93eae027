import { z } from 'zod';
import { c, errors, IsoDateTime } from './common';

/**
 * What Doro remembers (issue 5): one summary per finished session, which the next sessions start from. The person
 * can read it, correct a line in their own words (issue 17), and make Doro forget one item or everything; forgetting
 * leaves the session history as it is.
 */
export const MemoryItem = z.object({
  id: z.string().uuid(),
  sessionId: z.string().uuid(),
  summary: z.string(),
  /** When the remembered session started. */
  sessionStartedAt: IsoDateTime,
  createdAt: IsoDateTime,
});
export type MemoryItem = z.infer<typeof MemoryItem>;

/** A memory line as the person rewrites it: what Doro should remember instead. */
export const MemoryEdit = z.object({
  summary: z.string().trim().min(1).max(1000),
});
export type MemoryEdit = z.infer<typeof MemoryEdit>;

export const memory = c.router({
  list: {
    method: 'GET',
    path: '/users/me/memory',
    // Newest first; 404: no Doro profile yet.
    responses: {
      200: z.object({ items: z.array(MemoryItem) }),
      ...errors(401, 404),
    },
    summary: 'What Doro remembers of earlier sessions',
  },
  forgetAll: {
    method: 'DELETE',
    path: '/users/me/memory',
    body: c.noBody(),
    responses: {
      200: z.object({ forgotten: z.number().int().min(0) }),
      ...errors(401, 404),
    },
    summary: 'Make Doro forget everything it remembers',
  },
  edit: {
    method: 'PATCH',
    path: '/users/me/memory/:memoryId',
    pathParams: z.object({
      memoryId: z.string().uuid('must be the id of a memory'),
    }),
    body: MemoryEdit,
    // 404: no such memory, or someone else's (never told apart). The next session starts from the new words.
    responses: { 200: MemoryItem, ...errors(400, 401, 404) },
    summary: 'Correct what Doro remembers of one session',
  },
  forget: {
    method: 'DELETE',
    path: '/users/me/memory/:memoryId',
    pathParams: z.object({
      memoryId: z.string().uuid('must be the id of a memory'),
    }),
    body: c.noBody(),
    // 404: no such memory, or someone else's (never told apart).
    responses: { 204: c.noBody(), ...errors(400, 401, 404) },
    summary: 'Make Doro forget one memory',
  },
});
