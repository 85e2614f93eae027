import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessage, type RequestPart } from './validation-message';

function messageFor(schema: z.ZodTypeAny, value: unknown, part: RequestPart = 'body'): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a validation error');
  return validationMessage(result.error, part);
}

describe('validationMessage', () => {
  const body = z
    .object({
      email: z.string().email(),
      expiresInDays: z.number().int().min(1).max(90),
      answers: z.array(z.object({ questionId: z.string().min(1) })).min(1),
      kind: z.enum(['questionnaires', 'sessions']),
    })
    .strict();
  const valid = { email: 'a@b.co', expiresInDays: 7, answers: [{ questionId: 'q1' }], kind: 'sessions' };

  it('names the field in snake_case with a plain problem', () => {
    expect(messageFor(body, { ...valid, email: 'nope' })).toBe('email: must be a valid email address');
    expect(messageFor(body, { ...valid, expiresInDays: 0 })).toBe('expires_in_days: must be at least 1');
    expect(messageFor(body, { ...valid, expiresInDays: 'soon' })).toBe(
      'expires_in_days: must be a number, not a string',
    );
    expect(messageFor(body, { ...valid, kind: 'x' })).toBe('kind: must be one of questionnaires, sessions');
  });

  it('writes nested paths with dots and list positions', () => {
    expect(messageFor(body, { ...valid, answers: [{ questionId: 'q1' }, { questionId: '' }] })).toBe(
      'answers[1].question_id: must not be empty',
    );
    expect(messageFor(body, { ...valid, answers: [] })).toBe('answers: must have at least 1 item');
  });

  it('speaks of the request body as a whole when the body itself is wrong', () => {
    expect(messageFor(body, 'hello')).toBe('request body: must be an object, not a string');
    expect(messageFor(body, [1])).toBe('request body: must be an object, not a list');
    expect(messageFor(body, null)).toBe('request body: must not be null');
  });

  it('reports missing and unknown fields', () => {
    const { email: _email, ...withoutEmail } = valid;
    expect(messageFor(body, withoutEmail)).toBe('email: is required');
    expect(messageFor(body, { ...valid, extraField: 1 })).toBe('request body: has unknown field extra_field');
  });

  it('keeps a contract’s own wording for regex rules and custom checks', () => {
    const tier = z.string().regex(/^[a-z]+$/, 'must be a plan id such as monthly');
    expect(messageFor(z.object({ tier }), { tier: 'NO!' }, 'path')).toBe('tier: must be a plan id such as monthly');
  });

  it('lists at most three problems and counts the rest', () => {
    const message = messageFor(body, {});
    expect(message).toBe('email: is required; expires_in_days: is required; answers: is required (and 1 more)');
  });
});
