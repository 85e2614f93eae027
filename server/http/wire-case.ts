/**
 * The wire is snake_case, the code camelCase. Converted here, once, in hooks, so handlers
 * never think about it: request bodies and queries are camelized before the contract validates them, and JSON
 * responses are snake-cased just before serialization.
 */
import type { FastifyInstance } from 'fastify';
import { toCamelCase, toSnakeCase } from '../../src/contract/case';

// No Doro request body nests more than a few levels. A deeper one is a mistake or abuse, and converting it
// recursively would overflow the stack (a 500): it is refused first.
const maxBodyNesting = 32;
const tooDeepMessage = `request body: is nested more than ${maxBodyNesting} levels deep.`;

/** Whether `value` nests arrays/objects deeper than `limit`; iterative, so any depth is safe to measure. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, depth] = next;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

// Callback hooks, not async ones: they run on every request and do nothing that waits, so a promise apiece is waste.
export function registerWireCase(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    if (nestsDeeperThan(request.body, maxBodyNesting)) return void reply.code(400).send({ message: tooDeepMessage });
    if (request.body !== undefined) request.body = toCamelCase(request.body);
    if (request.query !== undefined) request.query = toCamelCase(request.query);
    done();
  });
  app.addHook('preSerialization', (_request, _reply, payload: unknown, done) => done(null, toSnakeCase(payload)));
}

const serialized = new WeakMap<object, string>();

/**
 * `body` as the JSON the wire-case hook and Fastify would send, for a body answered again and again (a cached
 * profile): a frozen body is converted and serialized once and its string kept beside it, as long as it lives, so
 * each later answer skips the copy and the serialization (decision 022). An object that is not frozen might change
 * after its string was made, so it is converted afresh each time. The answer's type says JSON, as Fastify's would.
 * Typed as the body itself, for ts-rest's handler types: Fastify sends a string as it is.
 */
export function wireJson<T extends object>(reply: { type(contentType: string): unknown }, body: T): T {
  const frozen = Object.isFrozen(body);
  let json = frozen ? serialized.get(body) : undefined;
  if (json === undefined) {
    json = JSON.stringify(toSnakeCase(body));
    if (frozen) serialized.set(body, json);
  }
  void reply.type('application/json; charset=utf-8');
  return json as unknown as T;
}
