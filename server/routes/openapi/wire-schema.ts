/**
 * The contract's schemas are camelCase; the wire is snake_case (docs/decisions/002-wire-case.md). A document that
 * showed `startedAt` would send API clients to a field that never arrives, so every property name a schema
 * describes is renamed with the same helper the server's wire-case hooks use.
 */
import { snakeCaseKey, toSnakeCase } from '../../../src/contract/case';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

// Keys whose values are data (examples, defaults), not schemas: they travel snake-cased like any other data.
const dataKeys = new Set(['default', 'example', 'examples']);

/** Deep copy of an OpenAPI schema object with every described property name as it appears on the wire. */
export function wireSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(wireSchema);
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]): [string, unknown] => {
      if (key === 'properties' && isObject(value)) {
        return [
          key,
          Object.fromEntries(Object.entries(value).map(([name, sub]) => [snakeCaseKey(name), wireSchema(sub)])),
        ];
      }
      if (key === 'required' && Array.isArray(value)) {
        return [key, value.map((name) => (typeof name === 'string' ? snakeCaseKey(name) : name))];
      }
      if (key === 'discriminator' && isObject(value) && typeof value.propertyName === 'string') {
        return [key, { ...value, propertyName: snakeCaseKey(value.propertyName) }];
      }
      // Enum members are values, never keys: they are not converted.
      if (key === 'enum') return [key, value];
      if (dataKeys.has(key)) return [key, toSnakeCase(value)];
      return [key, wireSchema(value)];
    }),
  );
}
