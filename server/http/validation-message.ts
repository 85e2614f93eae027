/**
 * Turns a zod error into one plain sentence naming the field as the client wrote it (snake_case) and the problem,
 * e.g. "email: must be a valid email address". Clients show it as is, so never the raw dump.
 */
import type { ZodError, ZodIssue } from 'zod';
import { snakeCaseKey } from '../../src/contract/case';

/** Where the invalid value sat, so a message can fall back to it when the issue is about the whole thing. */
export type RequestPart = 'body' | 'query' | 'path' | 'headers';

export function validationMessage(error: ZodError, part: RequestPart): string {
  const issues = error.issues.slice(0, 3).map((issue) => `${fieldName(issue.path, part)}: ${problem(issue)}`);
  const more = error.issues.length - issues.length;
  return issues.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}

function fieldName(path: ZodIssue['path'], part: RequestPart): string {
  if (path.length === 0) return part === 'body' ? 'request body' : part;
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${snakeCaseKey(segment)}`,
    )
    .join('');
}

function problem(issue: ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.received === 'undefined') return 'is required';
      if (issue.received === 'null') return 'must not be null';
      return `must be ${typeName(issue.expected)}, not ${typeName(issue.received)}`;
    case 'invalid_literal':
      return `must be ${JSON.stringify(issue.expected)}`;
    case 'unrecognized_keys':
      return `has unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => snakeCaseKey(key)).join(', ')}`;
    case 'invalid_union':
      return 'is not one of the allowed values';
    case 'invalid_enum_value':
      return `must be one of ${issue.options.map(String).join(', ')}`;
    case 'invalid_string':
      return stringProblem(issue.validation, issue.message);
    case 'too_small':
      return sizeProblem('at least', issue.type, Number(issue.minimum), issue.inclusive);
    case 'too_big':
      return sizeProblem('at most', issue.type, Number(issue.maximum), issue.inclusive);
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.multipleOf)}`;
    case 'not_finite':
      return 'must be a finite number';
    case 'invalid_date':
      return 'must be a valid date';
    default:
      // Custom refinements carry the contract's own wording ("must be a plan id such as monthly").
      return issue.message;
  }
}

function stringProblem(validation: unknown, message: string): string {
  if (validation === 'email') return 'must be a valid email address';
  if (validation === 'url') return 'must be a valid URL';
  if (validation === 'uuid') return 'must be a valid id (a UUID)';
  if (validation === 'datetime') return 'must be a date and time in ISO 8601 format, e.g. 2025-04-01T12:00:00Z';
  // A regex with a message written in the contract ("must be a path inside Doro, starting with /").
  if (validation === 'regex') return message === 'Invalid' ? 'has an invalid format' : message;
  return message;
}

function sizeProblem(bound: 'at least' | 'at most', type: string, limit: number, inclusive: boolean): string {
  const value = inclusive ? limit : bound === 'at least' ? limit + 1 : limit - 1;
  switch (type) {
    case 'string':
      if (bound === 'at least' && value === 1) return 'must not be empty';
      return `must be ${bound} ${value} character${value === 1 ? '' : 's'} long`;
    case 'array':
    case 'set':
      return `must have ${bound} ${value} item${value === 1 ? '' : 's'}`;
    case 'date':
      return `must be ${bound === 'at least' ? 'on or after' : 'on or before'} ${new Date(limit).toISOString()}`;
    default:
      return inclusive
        ? `must be ${bound} ${limit}`
        : `must be ${bound === 'at least' ? 'greater' : 'less'} than ${limit}`;
  }
}

function typeName(type: string): string {
  switch (type) {
    case 'object':
      return 'an object';
    case 'array':
      return 'a list';
    case 'integer':
      return 'a whole number';
    case 'undefined':
      return 'missing';
    default:
      return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
  }
}
