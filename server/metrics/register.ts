/**
 * GET /api/metrics: the Prometheus text format, for whoever runs Doro. Off unless METRICS_TOKEN is set: then the
 * route does not exist (404, like any unknown path) and nothing is measured. With it, the scraper sends
 * `Authorization: Bearer <METRICS_TOKEN>`; anything else gets 401. The token is compared in constant time (both
 * sides hashed first, so not even its length leaks). The answer is never cached.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createMetrics, type PoolUse } from './metrics';

export const metricsPath = '/api/metrics';

export const metricsMessages = {
  unauthorized: 'The metrics need Authorization: Bearer <METRICS_TOKEN>.',
} as const;

export function registerMetrics(
  app: FastifyInstance,
  token: string | null,
  options: { poolUse?: () => PoolUse } = {},
): void {
  if (!token) return;
  const metrics = createMetrics(options);
  const expected = digest(token);

  // Every answer, from any route or none: the route is Fastify's pattern, never the path itself (which may hold
  // an id or a share token); a path matching no route is 'unmatched'.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.routeOptions.url ?? 'unmatched',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    metrics.close();
    done();
  });

  app.get(metricsPath, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    if (!bearerMatches(request.headers.authorization, expected)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ message: metricsMessages.unauthorized });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  // Compared even when there is no token, so a missing header takes as long as a wrong one.
  return timingSafeEqual(digest(match?.[1] ?? ''), expected) && match !== null;
}
