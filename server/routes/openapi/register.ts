/**
 * GET /api/openapi.json for everyone, always (it only says what the contract, public in the SPA bundle, already
 * says), and the readable page GET /api/docs in development and tests only. Both live outside the ts-rest contract:
 * they describe it. Bodies go out as strings so the wire-case hook, which snake-cases JSON objects, leaves the
 * document's own keys (operationId, securitySchemes, ...) as OpenAPI spells them.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { docsStyles, renderDocsPage } from './docs-page';
import { openApiDocument } from './openapi-document';

export const openApiJsonPath = '/api/openapi.json';
export const docsPagePath = '/api/docs';
const docsStylesPath = '/api/docs/styles.css';

export function registerOpenApi(app: FastifyInstance, config: ServerConfig): void {
  let etag: string | undefined;

  app.get(openApiJsonPath, async (request, reply) => {
    const { json } = openApiDocument();
    etag ??= `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', 'public, max-age=300').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });

  // A developer's page: production serves the JSON only, and /api/docs is an unknown path there (404).
  if (config.nodeEnv !== 'development' && config.nodeEnv !== 'test') return;
  app.get(docsPagePath, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderDocsPage(openApiDocument().document, openApiJsonPath, docsStylesPath)),
  );
  app.get(docsStylesPath, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8').send(docsStyles),
  );
}
