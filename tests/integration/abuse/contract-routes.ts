/**
 * Every route of the contract, read at test time, so a route added to the contract is covered by the abuse suite
 * without anyone listing it here. Which routes need a signed-in user is the contract's own word: a route that
 * declares 401 is protected (server/auth/authenticate.ts protects by the same rule).
 */
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { z } from 'zod';
import { snakeCaseKey } from '../../../src/contract/case';
import { contract } from '../../../src/contract/contract';

export interface ContractRoute {
  /** `resource.route`, as in the contract. */
  name: string;
  route: AppRoute;
  method: AppRoute['method'];
  isProtected: boolean;
  pathParams: string[];
  /** The body's top-level keys on the wire (snake_case), when the body is an object schema. */
  bodyKeys: string[];
  queryKeys: string[];
  /** False for GET and for routes declaring `c.noBody()`. */
  takesBody: boolean;
}

function flatten(router: AppRouter, prefix: string[] = []): Array<[string, AppRoute]> {
  return Object.entries(router).flatMap(([key, value]): Array<[string, AppRoute]> =>
    isAppRoute(value) ? [[[...prefix, key].join('.'), value]] : flatten(value, [...prefix, key]),
  );
}

function objectKeys(schema: unknown): string[] {
  let inner = schema;
  // .strict(), .refine() and friends wrap the object; unwrap to read its shape.
  while (inner instanceof z.ZodEffects) inner = inner.innerType();
  return inner instanceof z.ZodObject ? Object.keys(inner.shape as object).map(snakeCaseKey) : [];
}

export const contractRoutes: ContractRoute[] = flatten(contract).map(([name, route]) => {
  const body = 'body' in route ? route.body : undefined;
  return {
    name,
    route,
    method: route.method,
    isProtected: 401 in route.responses,
    pathParams: [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string),
    bodyKeys: objectKeys(body),
    queryKeys: objectKeys(route.query),
    takesBody: route.method !== 'GET' && body !== undefined && typeof body !== 'symbol',
  };
});

/** The route's path with each `:param` replaced by the (URL-encoded unless `raw`) value given for it. */
export function pathOf(route: ContractRoute, values: Record<string, string>, raw = false): string {
  return route.route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, param: string) => {
    const value = values[param];
    if (value === undefined) throw new Error(`${route.name}: no value for path parameter :${param}`);
    return raw ? value : encodeURIComponent(value);
  });
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  /** The parsed body, or undefined when it is empty or not JSON. */
  json: unknown;
}

/** One request as a client would send it; the body is sent as given (text), so it can be anything. */
export async function send(
  baseUrl: string,
  method: string,
  pathAndQuery: string,
  options: { headers?: Record<string, string>; body?: string | ReadableStream<Uint8Array> } = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${pathAndQuery}`, {
    method,
    headers: options.headers,
    body: options.body,
    // Needed by fetch for a streamed body (no Content-Length).
    ...(options.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, json };
}

/** True when the answer is the error shape every client can show: JSON `{ message }` with a non-empty message. */
export function isClearError(answer: Answer): boolean {
  const body = answer.json as { message?: unknown } | undefined;
  return (
    answer.contentType.startsWith('application/json') &&
    typeof body === 'object' &&
    body !== null &&
    Object.keys(body).join() === 'message' &&
    typeof body.message === 'string' &&
    body.message.trim().length > 0
  );
}
