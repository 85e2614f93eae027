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

/**
 * Express consent (issue 20; PIPEDA): memory across sessions is off until the person turns it on. The server
 * enforces it: nothing is remembered, and nothing remembered is used, while off; turning it off deletes it all.
 */
export const PrivacyConsent = z.object({
  memory: z.boolean(),
  /** When memory was turned on; null while off. */
  memoryConsentedAt: IsoDateTime.nullable(),
  /** The outside model this Doro is configured with: its host, or null when none (Doro's own engine answers). */
  outsideModelHost: z.string().nullable(),
  /**
   * Whether the person's conversation may go to that outside model (off until they turn it on). While off, Doro's
   * own engine answers on Doro's server, and the model's safety second opinion is not asked.
   */
  outsideModel: z.boolean(),
  /** When the outside model was turned on; null while off. */
  outsideModelConsentedAt: IsoDateTime.nullable(),
  /** On a change: how many remembered sessions were deleted (turning memory off deletes them all). */
  forgotten: z.number().int().min(0).optional(),
});
export type PrivacyConsent = z.infer<typeof PrivacyConsent>;

export const PrivacyConsentChange = z.object({ memory: z.boolean() }).strict();
export type PrivacyConsentChange = z.infer<typeof PrivacyConsentChange>;

export const OutsideModelConsentChange = z.object({ outsideModel: z.boolean() }).strict();
export type OutsideModelConsentChange = z.infer<typeof OutsideModelConsentChange>;

export const memory = c.router({
  getConsent: {
    method: 'GET',
    path: '/users/me/privacy-consent',
    responses: { 200: PrivacyConsent, ...errors(401, 404) },
    summary: 'Whether memory across sessions is on (off until the person turns it on)',
  },
  putConsent: {
    method: 'PUT',
    path: '/users/me/privacy-consent',
    body: PrivacyConsentChange,
    // Turning memory off deletes everything remembered, in the same step.
    responses: { 200: PrivacyConsent, ...errors(400, 401, 404) },
    summary: 'Turn memory across sessions on or off',
  },
  putModelConsent: {
    method: 'PUT',
    path: '/users/me/outside-model-consent',
    body: OutsideModelConsentChange,
    // Takes effect with the next message, in a session already open too.
    responses: { 200: PrivacyConsent, ...errors(400, 401, 404) },
    summary: 'Let the conversation go to the configured outside model, or stop it',
  },
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
