import { z } from 'zod';
import { c, errors } from './common';

export const promoCode = c.router({
  // Spec: "body not shown". Designed: body { code }; credits what the code grants.
  // 404 unknown code; 409 expired, used up, or already used by this user; 429 too many attempts (codes must
  // not be guessable), per user and per address.
  apply: {
    method: 'POST',
    path: '/promo-code/apply',
    body: z
      .object({
        code: z
          .string()
          .trim()
          .min(3)
          .max(40)
          .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, - and _'),
      })
      .strict(),
    responses: {
      200: z.object({
        code: z.string(),
        grantedMinutes: z.number().int().min(0),
        grantedSessions: z.number().int().min(0),
        // Shown to the user, e.g. "30 minutes added".
        message: z.string(),
      }),
      ...errors(400, 401, 404, 409, 429, 501),
    },
    summary: 'Apply a promo code',
  },
});
