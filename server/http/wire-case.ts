/**
 * The wire is snake_case, the code camelCase (spec points 3 and 7). Converted here, once, in hooks, so handlers
 * never think about it: request bodies and queries are camelized before the contract validates them, and JSON
 * responses are snake-cased just before serialization.
 */
import type { FastifyInstance } from 'fastify';
import { toCamelCase, toSnakeCase } from '../../src/contract/case';

export function registerWireCase(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined) request.body = toCamelCase(request.body);
    if (request.query !== undefined) request.query = toCamelCase(request.query);
  });
  app.addHook('preSerialization', async (_request, _reply, payload: unknown) => toSnakeCase(payload));
}
