import { z } from 'zod';
import { c, ErrorBody } from './common';

export const health = c.router({
  check: {
    method: 'GET',
    path: '/health',
    responses: { 200: z.object({ status: z.literal('ok') }) },
    summary: 'Liveness check: the process answers (it says nothing of the database)',
  },
  ready: {
    method: 'GET',
    path: '/health/ready',
    responses: {
      200: z.object({ status: z.literal('ok') }),
      503: ErrorBody,
    },
    summary: 'Readiness check: 503 while the database cannot be reached, so a load balancer sends no traffic here',
  },
});
