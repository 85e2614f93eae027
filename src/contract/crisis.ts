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

/**
 * One crisis line of the referral the server sends with a crisis pause: a name, and how to reach it (a number to
 * call, a number to text, or a web page), as words the page shows and turns into tel:, sms: and https: links.
 */
export const CrisisLine = z
  .object({
    name: z.string().min(1),
    call: z.string().min(1).optional(),
    text: z.string().min(1).optional(),
    url: z.string().url().optional(),
  })
  .strict();
export type CrisisLine = z.infer<typeof CrisisLine>;
