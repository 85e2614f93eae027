import { z } from 'zod';
import { c, Email, errors } from './common';

export const auth = c.router({
  // Spec: "path defined; body not shown". Designed: body { email }; always 204 whether or not the account exists,
  // so the route cannot be used to discover accounts. The SPA resets passwords through Firebase directly (spec
  // point 7); this route lets the server send the reset mail itself when a mailer is configured. Rate-limited (429).
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot_password/',
    body: z.object({ email: Email }).strict(),
    responses: { 204: c.noBody(), ...errors(400, 429, 501) },
    summary: 'Ask for a password reset mail',
  },
});
