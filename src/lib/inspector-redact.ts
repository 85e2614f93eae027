/**
 * What the Stately inspector is shown of the machines: their states, events and context, with everything a person
 * wrote or that identifies them replaced by a marker. The inspector runs in another window (stately.ai), and screen
 * shares and recordings of it travel, so what users wrote (chat messages, Doro's replies to them, summaries,
 * questionnaire answers and scores) and their emails, passwords and tokens never reach it. Shapes stay visible (how
 * many messages, which questions were answered, whether a reply is streaming): that is what debugging needs.
 *
 * The result is also plain data (no functions, actor references, cycles or DOM nodes), because it is handed to
 * postMessage; and redacting it again changes nothing, because the inspector serializes some events twice.
 */

export const REDACTED = '[redacted]';

/** Keys whose value is what a person wrote or chose, or a score derived from it: redacted, whatever their depth. */
const WRITTEN_KEYS = new Set([
  'text',
  'draft',
  'reply',
  'summary',
  'memory',
  'memories',
  'comment',
  'content',
  'body',
  'answers',
  'answer',
  'result',
  'totalscore',
  'severity',
  'flags',
  'interpretation',
  'ageband',
]);

/** Credentials and contact details, under any name that contains these words (accessToken, emulatorEmail, ...). */
const SECRET_KEY = /password|token|email|secret|credential/i;

/** An event's `value` is what was picked (a questionnaire answer); a snapshot's `value` is its state and stays. */
const EVENT_VALUE_KEY = 'value';

/** Deeper than any real inspection event (event > snapshot > context > messages > message > text is 6). */
const MAX_DEPTH = 16;

function isSensitiveKey(key: string, holder: Record<string, unknown>): boolean {
  if (WRITTEN_KEYS.has(key.toLowerCase()) || SECRET_KEY.test(key)) return true;
  return key === EVENT_VALUE_KEY && typeof holder.type === 'string';
}

function plainObject(value: object): Record<string, unknown> | null {
  if (value instanceof Map) return Object.fromEntries(value);
  if (value instanceof Error) return { name: value.name, message: value.message };
  return null;
}

function copy(value: unknown, hidden: boolean, ancestors: WeakSet<object>, depth: number): unknown {
  if (value === null || value === undefined) return value;
  switch (typeof value) {
    case 'string':
      return hidden ? REDACTED : value;
    case 'number':
    case 'boolean':
      return hidden ? REDACTED : value;
    case 'bigint':
    case 'symbol':
      return hidden ? REDACTED : String(value);
    case 'function':
      return { type: value.name || 'function' };
    default:
      break;
  }
  const object = value as Record<string, unknown>;
  if (typeof object.nodeType === 'number') return '[DOM node]';
  if (ancestors.has(object)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[too deep]';

  ancestors.add(object);
  try {
    // Dates and actor references say what they are through toJSON.
    if (typeof object.toJSON === 'function') {
      return copy((object.toJSON as () => unknown)(), hidden, ancestors, depth + 1);
    }
    if (Array.isArray(object) || object instanceof Set) {
      return Array.from(object as Iterable<unknown>, (item) => copy(item, hidden, ancestors, depth + 1));
    }
    const source = plainObject(object) ?? object;
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(source)) {
      result[key] = copy(item, hidden || isSensitiveKey(key, source), ancestors, depth + 1);
    }
    return result;
  } finally {
    ancestors.delete(object);
  }
}

/** A plain, cloneable copy of `value` with what people wrote replaced by REDACTED (see the comment at the top). */
export function redactForInspector<T>(value: T): T {
  return copy(value, false, new WeakSet(), 0) as T;
}
