import { describe, expect, it } from 'vitest';
import { camelCaseKey, snakeCaseKey, toCamelCase, toSnakeCase } from './case';

describe('snakeCaseKey', () => {
  it.each([
    ['totalScore', 'total_score'],
    ['createdAt', 'created_at'],
    ['disclaimerAcceptedAt', 'disclaimer_accepted_at'],
    ['item9Score', 'item9_score'],
    ['phq9', 'phq9'],
    ['top10Items', 'top10_items'],
    ['userID', 'user_id'],
    ['HTMLParser', 'html_parser'],
    ['getHTTP2Response', 'get_http2_response'],
    ['_privateKey', '_private_key'],
    ['__typename', '__typename'],
    ['already_snake', 'already_snake'],
    ['item_9_score', 'item_9_score'],
    ['uid', 'uid'],
    ['', ''],
  ])('%s -> %s', (key, expected) => {
    expect(snakeCaseKey(key)).toBe(expected);
  });
});

describe('camelCaseKey', () => {
  it.each([
    ['total_score', 'totalScore'],
    ['item9_score', 'item9Score'],
    ['item_9_score', 'item9Score'],
    ['phq9', 'phq9'],
    ['alreadyCamel', 'alreadyCamel'],
    ['_private_key', '_privateKey'],
    ['__typename', '__typename'],
    ['a__b', 'a__b'],
    ['name_', 'name_'],
    ['_', '_'],
    ['question_id', 'questionId'],
    ['', ''],
  ])('%s -> %s', (key, expected) => {
    expect(camelCaseKey(key)).toBe(expected);
  });

  it.each(['totalScore', 'item9Score', 'phq9', 'top10Items', '_privateKey', 'disclaimerAcceptedAt', 'a', 'x1Y2Z3'])(
    'round trips the camelCase key %s',
    (key) => {
      expect(camelCaseKey(snakeCaseKey(key))).toBe(key);
    },
  );

  it.each(['total_score', 'item9_score', 'phq9', 'top10_items', '_private_key', 'a__b', 'name_'])(
    'round trips the snake_case key %s',
    (key) => {
      expect(snakeCaseKey(camelCaseKey(key))).toBe(key);
    },
  );
});

describe('toSnakeCase / toCamelCase', () => {
  const createdAt = new Date('2025-04-01T12:00:00Z');
  const camel = {
    testId: 'phq-9',
    totalScore: 12,
    flags: ['self_harm_risk'],
    answers: [
      { questionId: 'phq9_1', value: 2 },
      { questionId: 'phq9_9', value: 0 },
    ],
    nested: { deeperStill: { lastSeenAt: createdAt, endedAt: null, comment: undefined, isPaid: false } },
    matrix: [[{ innerKey: 1 }]],
  };
  const snake = {
    test_id: 'phq-9',
    total_score: 12,
    flags: ['self_harm_risk'],
    answers: [
      { question_id: 'phq9_1', value: 2 },
      { question_id: 'phq9_9', value: 0 },
    ],
    nested: { deeper_still: { last_seen_at: createdAt, ended_at: null, comment: undefined, is_paid: false } },
    matrix: [[{ inner_key: 1 }]],
  };

  it('converts keys deep through objects and arrays, never values', () => {
    expect(toSnakeCase(camel)).toEqual(snake);
    expect(toCamelCase(snake)).toEqual(camel);
  });

  it('leaves dates untouched, as the same instance', () => {
    const converted = toSnakeCase<typeof snake>(camel);
    expect(converted.nested.deeper_still.last_seen_at).toBe(createdAt);
  });

  it('passes primitives and null through', () => {
    for (const value of ['someString', 42, true, null, undefined]) {
      expect(toSnakeCase(value)).toBe(value);
      expect(toCamelCase(value)).toBe(value);
    }
  });

  it('does not look inside non-plain objects', () => {
    const map = new Map([['someKey', { innerKey: 1 }]]);
    class Point {
      xValue = 1;
    }
    const point = new Point();
    const converted = toSnakeCase<{ the_map: unknown; the_point: unknown }>({ theMap: map, thePoint: point });
    expect(converted.the_map).toBe(map);
    expect(converted.the_point).toBe(point);
    expect(point.xValue).toBe(1);
  });

  it('converts null-prototype objects, as JSON consumers may create them', () => {
    const bare = Object.assign(Object.create(null) as object, { someKey: 1 });
    expect(toSnakeCase(bare)).toEqual({ some_key: 1 });
  });

  it('keeps already converted keys and does not mutate its input', () => {
    const input = { already_snake: { alreadyCamel: 1 } };
    expect(toSnakeCase(input)).toEqual({ already_snake: { already_camel: 1 } });
    expect(toCamelCase(input)).toEqual({ alreadySnake: { alreadyCamel: 1 } });
    expect(input).toEqual({ already_snake: { alreadyCamel: 1 } });
  });

  it('keeps a __proto__ key from JSON as data, not as a prototype', () => {
    const parsed: unknown = JSON.parse('{"__proto__": {"is_admin": true}, "user_name": "a"}');
    const converted = toCamelCase<Record<string, unknown>>(parsed);
    expect(Object.getPrototypeOf(converted)).toBe(Object.prototype);
    expect((converted as { isAdmin?: unknown }).isAdmin).toBeUndefined();
    expect(Object.keys(converted)).toEqual(['__proto__', 'userName']);
  });

  it('round trips a wire body', () => {
    expect(toSnakeCase(toCamelCase(snake))).toEqual(snake);
    expect(toCamelCase(toSnakeCase(camel))).toEqual(camel);
  });
});
