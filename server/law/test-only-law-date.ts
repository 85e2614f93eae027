/**
 * Tests only (NODE_ENV=test): `PUT /api/test-only/law-date` with `{ "at": "2027-01-02T00:00:00Z" }` makes this
 * server read the jurisdiction table at that moment (and on from it), `{ "at": null }` at today again. Browser tests,
 * whose server is shared by every spec, use it for duties that start on a date (Oregon's crisis interruption on
 * 2027-01-01) and put it back after. Outside test mode the route is never registered: the plain 404 of any unknown
 * /api path.
 */
import type { FastifyInstance } from 'fastify';
import { moveLawClock } from './law-clock';

export const LAW_DATE_PATH = '/api/test-only/law-date';

export function registerLawDate(app: FastifyInstance) {
  app.put(LAW_DATE_PATH, async (request, reply) => {
    const at = (request.body as { at?: unknown } | undefined)?.at;
    if (at !== null && (typeof at !== 'string' || Number.isNaN(Date.parse(at)))) {
      return reply.code(400).send({ message: 'at must be an ISO date, such as 2027-01-02T00:00:00Z, or null.' });
    }
    moveLawClock(at ?? undefined);
    return reply.code(200).send({ at });
  });
}
