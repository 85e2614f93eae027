import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { c, errors } from '../../../src/contract/common';
import { contract } from '../../../src/contract/contract';
import { renderDocsPage } from './docs-page';
import { buildOpenApiDocument, contractRoutes, needsBearerToken, openApiPath } from './openapi-document';

interface Tree {
  label: string;
  children: Tree[];
}
const TreeNode: z.ZodType<Tree> = z.lazy(() => z.object({ label: z.string(), children: z.array(TreeNode) }));

// A schema @ts-rest/open-api throws on, standing in for whatever a future zod feature might be.
const undescribable = z.object({ id: z.string() });
Object.defineProperty(undescribable, 'description', {
  get() {
    throw new Error('cannot describe this schema');
  },
});

const testContract = c.router(
  {
    things: c.router({
      list: {
        method: 'GET',
        path: '/things',
        query: z.object({
          pageSize: z.coerce.number().int().optional(),
          sortOrder: z.enum(['newestFirst', 'oldestFirst']),
        }),
        responses: { 200: z.object({ things: z.array(z.object({ createdAt: z.string() })) }), ...errors(400) },
        summary: 'List things',
      },
      create: {
        method: 'POST',
        path: '/users/me/things/:thingId',
        pathParams: z.object({ thingId: z.string().uuid() }),
        body: z
          .object({ displayName: z.string().transform((name) => name.trim()), tree: TreeNode.optional() })
          .strict()
          .default({ displayName: 'unnamed' }),
        responses: { 201: z.object({ thingId: z.string() }), ...errors(400, 401) },
        summary: 'Make a thing',
      },
      broken: {
        method: 'GET',
        path: '/broken/:brokenId',
        responses: { 200: undescribable, ...errors(404) },
        summary: 'A route whose schema cannot be described',
      },
    }),
  },
  { pathPrefix: '/api', strictStatusCodes: true },
);

// @anatine/zod-openapi logs what it could not describe before giving up; the test expects exactly that.
const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
const document = buildOpenApiDocument(testContract, '1.2.3');
quiet.mockRestore();
type Schema = Record<string, unknown>;
const jsonSchema = (content: unknown) =>
  (content as { 'application/json': { schema: Schema } })['application/json'].schema;

describe('buildOpenApiDocument', () => {
  it('describes each route with a path in OpenAPI form, its tag and an operation id', () => {
    expect(Object.keys(document.paths).toSorted()).toEqual([
      '/api/broken/{brokenId}',
      '/api/things',
      '/api/users/me/things/{thingId}',
    ]);
    expect(document.paths['/api/things']?.get).toMatchObject({
      operationId: 'things.list',
      tags: ['things'],
      summary: 'List things',
    });
    expect(document.info).toMatchObject({ title: 'Doro API', version: '1.2.3' });
  });

  it('shows wire names: snake_case properties, required lists and query parameters; enum values untouched', () => {
    const list = document.paths['/api/things']?.get;
    expect(list?.parameters?.map((parameter) => parameter.name)).toEqual(['page_size', 'sort_order']);
    expect(list?.parameters?.[1]?.schema?.enum).toEqual(['newestFirst', 'oldestFirst']);
    const things = jsonSchema(list?.responses['200']?.content).properties as Record<string, Schema>;
    expect(Object.keys((things.things?.items as Schema | undefined)?.properties ?? {})).toEqual(['created_at']);

    const create = document.paths['/api/users/me/things/{thingId}']?.post;
    const body = jsonSchema(create?.requestBody?.content);
    expect(Object.keys(body.properties as Schema)).toEqual(['display_name', 'tree']);
    expect(body.default).toEqual({ display_name: 'unnamed' });
    // Path parameter names never travel, so they keep the contract's spelling.
    expect(create?.parameters?.map((parameter) => parameter.name)).toEqual(['thingId']);
  });

  it('copes with transforms and z.lazy: the route is described, not dropped', () => {
    const create = document.paths['/api/users/me/things/{thingId}']?.post;
    expect(Object.keys(create?.responses ?? {})).toEqual(['201', '400', '401']);
    expect(jsonSchema(create?.requestBody?.content).type).toBe('object');
  });

  it('falls back per route when a schema cannot be described: listed with its statuses, the others intact', () => {
    const broken = document.paths['/api/broken/{brokenId}']?.get;
    expect(broken?.summary).toBe('A route whose schema cannot be described');
    expect(broken?.description).toMatch(/could not be described automatically \(cannot describe this schema\)/);
    expect(Object.keys(broken?.responses ?? {})).toEqual(['200', '404']);
    expect(broken?.parameters).toEqual([{ name: 'brokenId', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(document.paths['/api/things']?.get?.responses['200']?.content).toBeDefined();
  });

  it('gives every status a meaning and shares the error body as one component', () => {
    const create = document.paths['/api/users/me/things/{thingId}']?.post;
    expect(create?.responses['401']?.description).toMatch(/Bearer token/);
    expect(jsonSchema(create?.responses['400']?.content)).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(document.components.schemas.ErrorBody).toMatchObject({ properties: { message: { type: 'string' } } });
  });

  it('marks bearer auth by the authentication hook’s rule', () => {
    expect(document.paths['/api/users/me/things/{thingId}']?.post?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/things']?.get?.security).toBeUndefined();
    expect(needsBearerToken(contract.health.check)).toBe(false);
    expect(needsBearerToken(contract.users.me)).toBe(true);
    expect(needsBearerToken(contract.promoCode.apply)).toBe(true);
  });

  it('describes the real contract whole, with no route falling back', () => {
    const real = buildOpenApiDocument(contract, '0.0.0');
    const routes = contractRoutes(contract);
    const fallbacks = routes.filter(({ route }) =>
      /could not be described/.test(
        real.paths[openApiPath(route.path)]?.[route.method.toLowerCase() as 'get']?.description ?? '',
      ),
    );
    expect(routes.length).toBeGreaterThan(30);
    expect(fallbacks.map(({ name }) => name)).toEqual([]);
  });
});

describe('renderDocsPage', () => {
  it('groups routes by resource with method, path, summary, statuses, and escapes what it shows', () => {
    const html = renderDocsPage(
      { ...document, info: { ...document.info, description: '<b>not markup</b>' } },
      '/api/openapi.json',
      '/api/docs/styles.css',
    );
    expect(html).toContain('<h2 id="things">things</h2>');
    expect(html).toContain('GET</span> <span class="path">/api/things</span>');
    expect(html).toContain('Make a thing');
    expect(html).toContain('<dt>401</dt><dd>No valid sign-in');
    expect(html).toContain('&#60;b&#62;not markup&#60;/b&#62;');
    expect(html).not.toMatch(/<script|<style|style=/i);
    expect(html).toContain('<link rel="stylesheet" href="/api/docs/styles.css">');
  });
});
