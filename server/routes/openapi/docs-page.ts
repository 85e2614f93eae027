/**
 * A readable page of the OpenAPI document, rendered on the server: the CSP allows no inline script and no CDN, and
 * a developer reading the API needs no interactivity, so the page has no script at all. Routes are grouped by resource with their method, path,
 * summary, sign-in requirement, parameters, body fields and statuses; the JSON is one link away.
 */
import type { OpenApiDocument, Operation, SchemaObject } from './openapi-types';
import { httpMethods } from './openapi-types';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Served as its own file (register.ts), so the page needs nothing inline even if the CSP tightens style-src. */
export const docsStyles = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem 1.5rem 4rem; color: #1d2330; }
h2 { margin-top: 2.5rem; border-bottom: 1px solid #d5d9e0; text-transform: capitalize; }
section.operation { border: 1px solid #d5d9e0; border-radius: 8px; padding: .75rem 1rem; margin: .75rem 0; }
.method { display: inline-block; min-width: 4.5rem; font-weight: 700; font-family: ui-monospace, monospace; }
.get { color: #1b6e3a; } .post { color: #1f4fb0; } .put { color: #8a5a00; } .delete { color: #a3222c; } .patch { color: #6b3fa0; }
code, .path { font-family: ui-monospace, monospace; }
.auth { font-size: .85em; background: #fff1d6; border-radius: 4px; padding: 0 .4rem; margin-left: .5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem 1rem; margin: .5rem 0 0; }
dt { font-family: ui-monospace, monospace; } dd { margin: 0; }
h3 { font-size: .9em; margin: .75rem 0 0; color: #4a5263; }
`;

function schemaSummary(schema: SchemaObject | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'object';
  const type = typeof schema.type === 'string' ? schema.type : 'any';
  const format = typeof schema.format === 'string' ? ` (${schema.format})` : '';
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  if (type === 'array') return `array of ${schemaSummary(schema.items as SchemaObject | undefined)}`;
  return `${type}${format}${schema.nullable === true ? ' or null' : ''}`;
}

function bodyFields(operation: Operation): string {
  const schema = operation.requestBody?.content['application/json']?.schema;
  const properties = schema?.properties as Record<string, SchemaObject> | undefined;
  if (!properties || Object.keys(properties).length === 0) return '';
  const required = new Set(Array.isArray(schema?.required) ? (schema.required as string[]) : []);
  const rows = Object.entries(properties)
    .map(
      ([name, field]) =>
        `<dt>${escapeHtml(name)}${required.has(name) ? '' : '?'}</dt><dd>${escapeHtml(schemaSummary(field))}</dd>`,
    )
    .join('');
  return `<h3>Body (JSON)</h3><dl>${rows}</dl>`;
}

function parameterList(operation: Operation): string {
  const parameters = operation.parameters ?? [];
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (parameter) =>
        `<dt>${escapeHtml(parameter.name)}${parameter.required ? '' : '?'}</dt>` +
        `<dd>${parameter.in}: ${escapeHtml(schemaSummary(parameter.schema))}</dd>`,
    )
    .join('');
  return `<h3>Parameters</h3><dl>${rows}</dl>`;
}

function operationSection(method: string, path: string, operation: Operation): string {
  const statuses = Object.entries(operation.responses)
    .map(([status, response]) => `<dt>${escapeHtml(status)}</dt><dd>${escapeHtml(response.description)}</dd>`)
    .join('');
  const auth = operation.security?.length ? '<span class="auth">needs sign-in</span>' : '';
  return [
    `<section class="operation" id="${escapeHtml(operation.operationId ?? `${method} ${path}`)}">`,
    `<div><span class="method ${method}">${method.toUpperCase()}</span> <span class="path">${escapeHtml(path)}</span>${auth}</div>`,
    operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : '',
    operation.description ? `<p>${escapeHtml(operation.description)}</p>` : '',
    parameterList(operation),
    bodyFields(operation),
    `<h3>Statuses</h3><dl>${statuses}</dl>`,
    '</section>',
  ].join('');
}

export function renderDocsPage(document: OpenApiDocument, jsonPath: string, stylesPath: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, operation)]);
    }
  }
  const groups = [...byTag].map(
    ([tag, sections]) => `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${sections.join('')}`,
  );
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>`,
    `<link rel="stylesheet" href="${escapeHtml(stylesPath)}"></head><body>`,
    `<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>`,
    `<p>${escapeHtml(document.info.description ?? '')}</p>`,
    `<p>The OpenAPI document: <a href="${escapeHtml(jsonPath)}">${escapeHtml(jsonPath)}</a>.</p>`,
    ...groups,
    '</body></html>',
  ].join('\n');
}
