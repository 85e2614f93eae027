import { z } from 'zod';
import { c } from './common';

export const health = c.router({
  check: {
    method: 'GET',
    path: '/health',
    responses: { 200: z.object({ status: z.literal('ok') }) },
    summary: 'Liveness check',
  },
});
