/**
 * fast-check arbitraries for requests a careless or hostile client could send to one contract route: any JSON,
 * wrong types, huge and odd unicode strings, missing and extra fields, prototype-pollution keys, bodies that are
 * not JSON at all, odd content types, odd path parameters and query strings.
 */
import * as fc from 'fast-check';
import type { ContractRoute } from './contract-routes';

export interface FuzzRequest {
  path: string;
  contentType: string | undefined;
  body: string | undefined;
}

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

const pollutionKeys = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'];

const oddString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  // Lone surrogates and control characters, NUL included.
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\u202e\u200b',
      '\ud800',
      '😀'.repeat(200),
      "'; drop table users; --",
      '../../etc/passwd',
      '%00',
      '{{7*7}}',
      '<script>alert(1)</script>',
      '-1',
      '1e309',
      'NaN',
      'true',
      'null',
    ),
  },
  // Huge strings: rarer, as they are slow to send and the body limit caps them anyway.
  { weight: 1, arbitrary: fc.string({ minLength: 2_000, maxLength: 20_000 }) },
);

const oddNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, 1e-320),
);

const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: oddString },
  { weight: 2, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(oddString, { maxLength: 5 }) },
);

/** A JSON object written as text, so keys such as __proto__ really reach the wire (an object literal would eat them). */
function objectText(knownKeys: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 4, arbitrary: knownKeys.length > 0 ? fc.constantFrom(...knownKeys) : fc.string({ maxLength: 12 }) },
    { weight: 1, arbitrary: fc.constantFrom(...pollutionKeys) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  );
  return fc
    .array(fc.tuple(key, oddValue), { maxLength: 6 })
    .map(
      (entries) => `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`).join(',')}}`,
    );
}

function bodyText(route: ContractRoute): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: objectText(route.bodyKeys) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: oddString },
    // Deep nesting: parsers and recursive key conversion must not overflow the stack.
    {
      weight: 1,
      arbitrary: fc.integer({ min: 100, max: 15_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 100, max: 5_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    },
  );
}

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      undefined,
      'text/plain',
      'application/json; charset=utf-16',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ),
  },
);

/** A path parameter: sometimes valid, sometimes anything, sometimes a raw fragment that is not a clean segment. */
function pathParam(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(percentEncode(valid)) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 4, arbitrary: oddString.map((value) => percentEncode(value.slice(0, 300))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%', '%zz', '%00', '..', '.', '%2e%2e', '%2F', 'a%2Fb', '%E0%A4%A', ...pollutionKeys),
    },
  );
}

function queryString(route: ContractRoute): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...route.queryKeys, 'limit', 'before', ...pollutionKeys, `${pollutionKeys[0]}[x]`),
    fc.string({ maxLength: 12 }),
  );
  const value = oddString.map((text) => text.slice(0, 200));
  return fc
    .array(fc.tuple(key, value), { maxLength: 5 })
    .map((pairs) =>
      pairs.length === 0
        ? ''
        : `?${pairs.map(([name, text]) => `${percentEncode(name)}=${percentEncode(text)}`).join('&')}`,
    );
}

/** Requests for one route; `valid` holds a valid value per path parameter, so some cases reach the handler. */
export function fuzzRequests(route: ContractRoute, valid: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(
    Object.fromEntries(route.pathParams.map((param) => [param, pathParam(valid[param] ?? 'x')])),
  ) as fc.Arbitrary<Record<string, string>>;
  const sendsBody = route.method !== 'GET';
  return fc
    .record({
      params,
      query: queryString(route),
      contentType: sendsBody ? contentType : fc.constant(undefined),
      // A route declaring no body still gets one now and then: a client may send it anyway.
      body: sendsBody
        ? fc.option(bodyText(route), { nil: undefined, freq: route.takesBody ? 8 : 2 })
        : fc.constant(undefined),
    })
    .map(({ params: values, query, contentType: type, body }) => ({
      path: route.route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, param: string) => values[param] ?? '') + query,
      contentType: body === undefined ? undefined : type,
      body,
    }));
}
