/**
 * camelCase <-> snake_case key conversion for the wire.
 *
 * Only keys of plain objects change, deep through nested objects and arrays. Values are never touched: strings,
 * numbers, booleans, null, undefined, and non-plain objects (Date, Map, Set, Blob, File, FormData, class
 * instances) pass through as they are.
 *
 * The rules, chosen so each direction is the identity on keys already in its target case, and a round trip is
 * stable for every key the other side produces:
 * - toSnakeCase acts only on capital letters: a capital that starts a word gets `_` before it and is lowered.
 *   A run of capitals is one word (`userID` -> `user_id`, `HTMLParser` -> `html_parser`).
 * - Digits belong to the word before them and get no `_` of their own (as in the `humps` library):
 *   `item9Score` -> `item9_score`, `phq9` stays `phq9`, `top10Items` -> `top10_items`.
 * - toCamelCase acts only on a single `_` between two characters, followed by a lower-case letter or a digit:
 *   `item9_score` -> `item9Score`; `item_9_score` -> `item9Score` as well.
 * - Leading and trailing underscores, doubled underscores, and keys with no letters to change stay as they are:
 *   `_id`, `__typename`, `a__b`, `name_`.
 * - Write acronyms as words in camelCase keys (`userId`, not `userID`): `userID` goes out as `user_id` and comes
 *   back as `userId`, the one case a round trip cannot keep.
 */

/**
 * Remembers what a key converts to: every response of a route has the same keys, and converting them afresh each
 * time (regular expressions per key) was a measurable part of a small API read. Bounded in count and key length,
 * because request keys come from callers: past either bound it converts without remembering.
 */
function remembered(convert: (key: string) => string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let converted = known.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (known.size < 2_000 && key.length <= 64) known.set(key, converted);
    }
    return converted;
  };
}

export const snakeCaseKey = remembered((key) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase(),
);

export const camelCaseKey = remembered(function camelCaseKeyOf(key: string): string {
  let result = '';
  for (let index = 0; index < key.length; index += 1) {
    const char = key[index] as string;
    const previous = key[index - 1];
    const next = key[index + 1];
    const joinsTwoWords =
      char === '_' && previous !== undefined && previous !== '_' && next !== undefined && /[a-z0-9]/.test(next);
    if (joinsTwoWords) {
      result += next.toUpperCase();
      index += 1;
    } else {
      result += char;
    }
  }
  return result;
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function convertKeys(value: unknown, convertKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convertKey));
  if (!isPlainObject(value)) return value;
  // A loop rather than entries/fromEntries: this runs on every request and response, and allocates less so.
  const converted: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const name = convertKey(key);
    const item = convertKeys(value[key], convertKey);
    // A `__proto__` key from JSON must stay data: assigning it would set the copy's prototype instead.
    if (name === '__proto__') {
      Object.defineProperty(converted, name, { value: item, enumerable: true, writable: true, configurable: true });
    } else {
      converted[name] = item;
    }
  }
  return converted;
}

/** Deep copy of `value` with every plain-object key in snake_case. */
export function toSnakeCase<T = unknown>(value: unknown): T {
  return convertKeys(value, snakeCaseKey) as T;
}

/** Deep copy of `value` with every plain-object key in camelCase. */
export function toCamelCase<T = unknown>(value: unknown): T {
  return convertKeys(value, camelCaseKey) as T;
}
