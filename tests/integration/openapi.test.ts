/**
 * GET /api/openapi.json lists every contract route (issue 9, item 3): the contract is walked here on its own, so a
 * route the document leaves out, or a status it forgets, fails. /api/docs is a developer's page: HTML in
 * development and tests, 404 in production, where the JSON is still served.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../server/db/database';
import { snakeCaseKey } from '../../src/contract/case';
import { contract } from '../../src/contract/contract';
import { bearer, signUpTestUser } from './emulator-users';
import { sideServers } from './side-server';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');

interface Operation {
  operationId?: string;
  parameters?: Array<{ name: string; in: string }>;
  responses?: Record<string, { description?: unknown; content?: Record<string, { schema?: Schema }> }>;
  security?: Array<Record<string, string[]>>;
}
type Schema = Record<string, unknown>;
interface Document {
  openapi?: unknown;
  info?: { title?: unknown; version?: unknown };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, Schema> };
}

function routesOf(router: AppRouter, prefix = ''): Array<[string, AppRoute]> {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value) ? [[`${prefix}${key}`, value] as [string, AppRoute]] : routesOf(value, `${prefix}${key}.`),
  );
}

const routes = routesOf(contract);
const documentedPath = (route: AppRoute) => route.path.replace(/:(\w+)/g, '{$1}');
const operationOf = (document: Document, route: AppRoute) =>
  document.paths?.[documentedPath(route)]?.[route.method.toLowerCase()];

/** Every schema object in the document (inline or in components), each with the properties it describes. */
function schemasIn(value: unknown): Schema[] {
  if (Array.isArray(value)) return value.flatMap(schemasIn);
  if (value === null || typeof value !== 'object') return [];
  const object = value as Schema;
  return [...('properties' in object ? [object] : []), ...Object.values(object).flatMap(schemasIn)];
}

function resolve(document: Document, schema: Schema | undefined): Schema | undefined {
  const ref = schema?.$ref;
  return typeof ref === 'string' ? document.components?.schemas?.[ref.replace('#/components/schemas/', '')] : schema;
}

async function fetchDocument(url: string): Promise<Document> {
  const response = await fetch(`${url}/api/openapi.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
}

let document: Document;
beforeAll(async () => {
  document = await fetchDocument(baseUrl);
});

describe('GET /api/openapi.json', () => {
  it('lists every contract route with its method and path, and nothing else', () => {
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes
      .filter(([, route]) => operationOf(document, route) === undefined)
      .map(([name, route]) => `${name}: ${route.method} ${route.path}`);
    expect(missing).toEqual([]);
    const operationCount = Object.values(document.paths ?? {}).flatMap((item) => Object.keys(item)).length;
    expect(operationCount).toBe(routes.length);
  });

  it('declares every status each route answers, each with a description', () => {
    const wrong = routes.flatMap(([name, route]) => {
      const documented = Object.keys(operationOf(document, route)?.responses ?? {}).toSorted();
      const declared = Object.keys(route.responses).toSorted();
      return documented.join() === declared.join() ? [] : [`${name}: ${documented.join()} vs ${declared.join()}`];
    });
    expect(wrong).toEqual([]);
    const undescribed = routes.flatMap(([name, route]) =>
      Object.entries(operationOf(document, route)?.responses ?? {})
        .filter(([, response]) => typeof response.description !== 'string' || response.description === '')
        .map(([status]) => `${name} ${status}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('is an OpenAPI 3 document in shape: version, info, paths, path parameters, unique ids, resolvable refs', () => {
    const packageVersion = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info).toMatchObject({ title: 'Doro API', version: packageVersion });
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.every(({ method }) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))).toBe(true);
    expect(operations.filter(({ operation }) => Object.keys(operation.responses ?? {}).length === 0)).toEqual([]);
    const undeclaredParams = operations.flatMap(({ path, method, operation }) =>
      [...path.matchAll(/\{(\w+)\}/g)]
        .map(([, param]) => param)
        .filter((param) => !operation.parameters?.some((p) => p.in === 'path' && p.name === param))
        .map((param) => `${method} ${path} {${param}}`),
    );
    expect(undeclaredParams).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map(([, ref]) => ref as string);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => resolve(document, { $ref: ref }) === undefined)).toEqual([]);
  });

  it('marks bearer auth on exactly the routes the server refuses without a token', async () => {
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const mismatches: string[] = [];
    for (const [name, route] of routes) {
      const path = route.path.replace(/:(\w+)/g, () => randomUUID());
      // No token and no body: the authentication hook answers before anything reads the request.
      const response = await fetch(`${baseUrl}${path}`, { method: route.method });
      await response.body?.cancel();
      const marked = (operationOf(document, route)?.security ?? []).some((requirement) => 'bearerAuth' in requirement);
      if (marked !== (response.status === 401))
        mismatches.push(`${name}: marked ${marked}, answered ${response.status}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('shows the wire shape: snake_case names, as a real response has them', async () => {
    const camelNames = schemasIn(document).flatMap((schema) =>
      Object.keys(schema.properties as Schema).filter((name) => snakeCaseKey(name) !== name),
    );
    expect(camelNames).toEqual([]);

    const user = await signUpTestUser(emulatorHost);
    const created = await fetch(`${baseUrl}/api/users/me/`, {
      method: 'POST',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      body: JSON.stringify({ uid: user.uid, email: user.email }),
    });
    expect([200, 201]).toContain(created.status);
    const me = await fetch(`${baseUrl}/api/users/me/`, { headers: bearer(user) });
    expect(me.status).toBe(200);
    const body = (await me.json()) as Record<string, unknown>;
    const schema = resolve(
      document,
      document.paths?.['/api/users/me/']?.get?.responses?.['200']?.content?.['application/json']?.schema,
    );
    const documented = Object.keys((schema?.properties ?? {}) as Schema);
    expect(documented).toContain('created_at');
    expect(Object.keys(body).filter((key) => !documented.includes(key))).toEqual([]);
    expect(((schema?.required ?? []) as string[]).filter((key) => !(key in body))).toEqual([]);
  });

  it('is cacheable: an ETag, public caching, 304 when unchanged, and JSON as OpenAPI spells it', async () => {
    const response = await fetch(`${baseUrl}/api/openapi.json`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    // The wire-case hook snake-cases JSON objects: the document's own keys must survive it.
    expect(await response.text()).toContain('"securitySchemes"');
    const again = await fetch(`${baseUrl}/api/openapi.json`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/docs', () => {
  it('answers a readable HTML page outside production, every route on it, no script', async () => {
    const response = await fetch(`${baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await response.text();
    // Nothing inline for the CSP to refuse: no script at all, and the styles come as a file of their own.
    expect(html).not.toMatch(/<script|<style|style=/i);
    const styles = await fetch(`${baseUrl}/api/docs/styles.css`);
    expect(styles.status).toBe(200);
    expect(styles.headers.get('content-type')).toMatch(/^text\/css/);
    const absent = routes
      .filter(
        ([, route]) => !html.includes(`${route.method}</span> <span class="path">${documentedPath(route)}</span>`),
      )
      .map(([name]) => name);
    expect(absent).toEqual([]);
  });
});

describe('a production server', () => {
  let database: DatabaseHandle;
  const servers = sideServers(() => database, emulatorHost);
  let productionUrl: string;

  beforeAll(async () => {
    database = connectDatabase(inject('databaseUrl'), () => {});
    productionUrl = await servers.start({
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      PUBLIC_URL: 'https://doro.example',
    });
  });
  afterAll(async () => {
    await servers.close();
    await database.close();
  });

  it('serves the JSON but answers 404 for /api/docs', async () => {
    const productionDocument = await fetchDocument(productionUrl);
    expect(Object.keys(productionDocument.paths ?? {}).toSorted()).toEqual(
      Object.keys(document.paths ?? {}).toSorted(),
    );
    const docs = await fetch(`${productionUrl}/api/docs`, { headers: { accept: 'text/html' } });
    expect(docs.status).toBe(404);
    expect(await docs.text()).not.toMatch(/<html/i);
    expect((await fetch(`${productionUrl}/api/docs/styles.css`)).status).toBe(404);
  });
});
