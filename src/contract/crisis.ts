import { z } from 'zod';

/** How worried the safety layer (server/safety, independent of any model) is about a user message. */
export const CrisisLevel = z.enum(['concern', 'urgent', 'imminent']);
export type CrisisLevel = z.infer<typeof CrisisLevel>;
export const CrisisCategory = z.enum(['suicide', 'self-harm', 'harm-to-others', 'abuse', 'imminent-danger']);
export type CrisisCategory = z.infer<typeof CrisisCategory>;

/**
 * The crisis the safety layer saw in one user message: level and categories only, never the words again. Stored
 * with the message, so the crisis card keeps its place in the conversation after a reload, a resume, or in the
 * transcript.
 */
export const MessageCrisis = z.object({ level: CrisisLevel, categories: z.array(CrisisCategory) }).strict();
export type MessageCrisis = z.infer<typeof MessageCrisis>;
