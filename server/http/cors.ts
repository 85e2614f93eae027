/**
 * Cross-origin access for the origins in ALLOWED_ORIGINS only (the SPA is served from the same origin and needs
 * none). Small enough to write here rather than add a dependency: exact origin match, no credentials (the API
 * uses bearer tokens, not cookies).
 */
import type { FastifyInstance } from 'fastify';

export function registerCors(app: FastifyInstance, allowedOrigins: string[]): void {
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('Vary', 'Origin');
    if (!origin || !allowed.has(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE')
        .header('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Event-ID')
        .header('Access-Control-Max-Age', '600')
        .code(204)
        .send();
    }
  });
}
