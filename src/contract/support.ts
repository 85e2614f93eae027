import { z } from 'zod';
import { c, Email, errors, IsoDateTime } from './common';

export const SupportTopic = z.enum(['account', 'billing', 'safety', 'other']);
export type SupportTopic = z.infer<typeof SupportTopic>;

// Limits shared with the form, so it can say them before the server has to.
export const SUPPORT_NAME_MAX = 100;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;

// PostgreSQL text cannot hold U+0000; refused here with a clear message rather than failing at the database.
const hasNoNul = (text: string) => !text.includes('\u0000');
const nulMessage = 'must not contain the NUL character (\\u0000)';

export const SupportContactBody = z
  .object({
    name: z.string().trim().max(SUPPORT_NAME_MAX).refine(hasNoNul, nulMessage).optional(),
    email: Email,
    // Trimmed first, so ten spaces are not a message.
    message: z.string().trim().min(SUPPORT_MESSAGE_MIN).max(SUPPORT_MESSAGE_MAX).refine(hasNoNul, nulMessage),
    topic: SupportTopic.optional(),
  })
  .strict();
export type SupportContactBody = z.infer<typeof SupportContactBody>;

export const SupportContactReceipt = z.object({ id: z.string().uuid(), receivedAt: IsoDateTime });
export type SupportContactReceipt = z.infer<typeof SupportContactReceipt>;

export const SUPPORT_RATE_LIMIT_MESSAGE = 'Too many messages. Please wait a few minutes and try again.';

export const support = c.router({
  // Public, so people who cannot sign in can still reach us. A valid ID token, when sent, links the message to the
  // account; an invalid one is ignored rather than refused (a person whose sign-in expired still gets through).
  // 429: at most 5 messages per address, and per account, in 10 minutes.
  contact: {
    method: 'POST',
    path: '/support/contact',
    body: SupportContactBody,
    responses: { 201: SupportContactReceipt, ...errors(400, 429) },
    summary: 'Send a message to the Doro team',
  },
});
