/**
 * The OpenAPI 3 document of the whole API, generated from the ts-rest contract (decision 017): it cannot drift from
 * what the server validates, because it is made from the same zod schemas.
 *
 * Each route is described on its own, so a schema @ts-rest/open-api cannot describe costs that route its schemas
 * (it is still listed, with its method, path, summary and statuses) instead of costing the whole document.
 */
import { readFileSync } from 'node:fs';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import type { FastifyRequest } from 'fastify';
import { snakeCaseKey } from '../../../src/contract/case';
import { ErrorBody } from '../../../src/contract/common';
import { contract } from '../../../src/contract/contract';
import { requiresAuth } from '../../auth/authenticate';
import type { OpenApiDocument, Operation, Parameter, SchemaObject } from './openapi-types';
import { wireSchema } from './wire-schema';

export const bearerScheme = 'bearerAuth';

interface ContractRoute {
  /** The router keys above the route, e.g. ['sessions']: the route's tag. */
  trail: string[];
  name: string;
  route: AppRoute;
}

export function contractRoutes(router: AppRouter, trail: string[] = []): ContractRoute[] {
  return Object.entries(router).flatMap(([name, value]) =>
    isAppRoute(value) ? [{ trail, name, route: value }] : contractRoutes(value, [...trail, name]),
  );
}

/** `/api/sessions/:sessionId/share` -> `/api/sessions/{sessionId}/share`, as @ts-rest/open-api writes it. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

// What each status means across Doro's API; a route's summary says what it does.
const statusMeanings: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no body',
  400: 'Bad input: the message names the field and what is wrong with it',
  401: 'No valid sign-in: send a fresh Firebase ID token as a Bearer token',
  403: 'Not allowed',
  404: 'Not found (someone else’s data also answers 404, so ids cannot be probed)',
  409: 'Conflicts with the current state; the message says why',
  429: 'Too many requests: wait a little and try again',
  501: 'Not available in this configuration',
};

const documentDescription = [
  'Generated from the ts-rest contract in src/contract/ (the zod schemas the server validates with).',
  'On the wire every JSON key is snake_case: request bodies and query parameters are read as snake_case and',
  'responses are written as snake_case. The schemas here show those wire names.',
  'Every error answer is `{ "message": string }`, written for people. Routes marked with bearerAuth need',
  '`Authorization: Bearer <Firebase ID token>`. The chat itself runs over a WebSocket (src/contract/chat-socket.ts),',
  'which OpenAPI does not describe.',
].join(' ');

type GeneratedDocument = Pick<OpenApiDocument, 'paths'> & { components?: { schemas?: Record<string, SchemaObject> } };

export function buildOpenApiDocument(router: AppRouter, version: string): OpenApiDocument {
  const document: OpenApiDocument = {
    openapi: '3.0.3',
    info: { title: 'Doro API', version, description: documentDescription },
    paths: {},
    components: {
      schemas: {},
      securitySchemes: {
        [bearerScheme]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A Firebase ID token of the signed-in user (the Auth emulator’s, locally).',
        },
      },
    },
    tags: [],
  };
  for (const entry of contractRoutes(router)) {
    const operation = finishOperation(describeRoute(entry, document.components.schemas), entry.route, document);
    const path = openApiPath(entry.route.path);
    document.paths[path] = { ...document.paths[path], [entry.route.method.toLowerCase()]: operation };
    for (const tag of operation.tags ?? []) {
      if (!document.tags.some((known) => known.name === tag)) document.tags.push({ name: tag });
    }
  }
  return document;
}

/** The route as @ts-rest/open-api describes it, or a plain listing when its schemas cannot be described. */
function describeRoute({ trail, name, route }: ContractRoute, sharedSchemas: Record<string, SchemaObject>): Operation {
  const tag = trail.join('.') || 'api';
  try {
    const single = generateOpenApi(
      { [tag]: { [name]: route } },
      { info: { title: 'Doro API', version: '0' } },
      { setOperationId: 'concatenated-path' },
    ) as unknown as GeneratedDocument;
    const operation = single.paths[openApiPath(route.path)]?.[route.method.toLowerCase() as 'get'];
    if (!operation) throw new Error('the generator produced no operation');
    Object.assign(sharedSchemas, single.components?.schemas);
    return operation;
  } catch (error) {
    return {
      operationId: `${tag}.${name}`,
      summary: route.summary,
      tags: [tag],
      description:
        `Its schemas could not be described automatically (${error instanceof Error ? error.message : String(error)}); ` +
        'the contract in src/contract/ is the reference.',
      parameters: [...route.path.matchAll(/:(\w+)/g)].map(([, param]): Parameter => ({
        name: param as string,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      responses: Object.fromEntries(Object.keys(route.responses).map((status) => [status, { description: status }])),
    };
  }
}

/** Wire names, status meanings, the shared error body and the bearer requirement. */
function finishOperation(operation: Operation, route: AppRoute, document: OpenApiDocument): Operation {
  const parameters = operation.parameters?.map((parameter) => ({
    ...parameter,
    // Query parameters are camel-cased by the server like bodies; path parameter names never travel.
    name: parameter.in === 'query' ? snakeCaseKey(parameter.name) : parameter.name,
    ...(parameter.schema && { schema: wireSchema(parameter.schema) as SchemaObject }),
  }));
  const requestBody = operation.requestBody && {
    ...operation.requestBody,
    content: wireContent(operation.requestBody.content),
  };
  const responses = Object.fromEntries(
    Object.entries(operation.responses).map(([status, response]) => {
      const description = response.description === status ? (statusMeanings[status] ?? status) : response.description;
      const content = response.content && wireContent(response.content);
      const json = content?.['application/json'];
      if (json?.schema && route.responses[Number(status) as keyof AppRoute['responses']] === ErrorBody) {
        document.components.schemas.ErrorBody ??= json.schema;
        json.schema = { $ref: '#/components/schemas/ErrorBody' };
      }
      return [status, { ...response, description, ...(content && { content }) }];
    }),
  );
  return {
    ...operation,
    ...(parameters && { parameters }),
    ...(requestBody && { requestBody }),
    responses,
    ...(needsBearerToken(route) && { security: [{ [bearerScheme]: [] }] }),
  };
}

function wireContent(content: Record<string, { schema?: SchemaObject }>): Record<string, { schema?: SchemaObject }> {
  return Object.fromEntries(
    Object.entries(content).map(([type, media]) => [
      type,
      { ...media, ...(media.schema && { schema: wireSchema(media.schema) as SchemaObject }) },
    ]),
  );
}

/**
 * The authentication hook's own rule (server/auth/authenticate.ts), asked about the route instead of a live
 * request, so the document marks exactly the routes the server refuses without a token.
 */
export function needsBearerToken(route: AppRoute): boolean {
  const asRequest = { url: route.path, routeOptions: { config: { tsRestRoute: route } } };
  return requiresAuth(asRequest as unknown as FastifyRequest);
}

function packageVersion(): string {
  const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version?: unknown;
  };
  return typeof packageJson.version === 'string' ? packageJson.version : '0.0.0';
}

let cached: { document: OpenApiDocument; json: string } | undefined;

/** Made on first use and kept: the contract does not change while the server runs. */
export function openApiDocument(): { document: OpenApiDocument; json: string } {
  if (!cached) {
    const document = buildOpenApiDocument(contract, packageVersion());
    cached = { document, json: JSON.stringify(document) };
  }
  return cached;
}
