import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromThrown, DEFAULT_ERROR_MESSAGE, errorMessageFor, unwrap } from './api-errors';

describe('errorMessageFor', () => {
  it.each([400, 409])('%i with an object body joins its values, nested ones flattened', (status) => {
    const body = { email: 'is already used', name: ['is too long', 'has digits'], details: { age: 'under 13' } };
    expect(errorMessageFor(status, body)).toBe('is already used, is too long, has digits, under 13');
  });

  it('400 with { message } reads the message, as the server sends it', () => {
    expect(errorMessageFor(400, { message: 'email: must be a valid email' })).toBe('email: must be a valid email');
  });

  it('400 skips empty and null values and stringifies numbers', () => {
    expect(errorMessageFor(400, { a: null, b: '', c: 3, d: false })).toBe('3, false');
  });

  it.each([400, 409])('%i with a text body reads the text', (status) => {
    expect(errorMessageFor(status, 'Code already used')).toBe('Code already used');
  });

  it('400 with an empty object or empty text falls back to the default', () => {
    expect(errorMessageFor(400, {})).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessageFor(409, '  ')).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessageFor(400, undefined)).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it.each([401, 403, 404, 429, 500, 501])('%i with a body reads body.message', (status) => {
    expect(errorMessageFor(status, { message: 'Try again in a minute.' })).toBe('Try again in a minute.');
  });

  it.each([
    ['no message field', { error: 'x' }],
    ['a non-string message', { message: 42 }],
    ['an empty message', { message: '' }],
    ['a text body', 'Bad Gateway'],
    ['no body', undefined],
    ['a null body', null],
  ])('other errors with %s read the default', (_label, body) => {
    expect(errorMessageFor(502, body)).toBe(DEFAULT_ERROR_MESSAGE);
  });
});

describe('apiErrorFromThrown', () => {
  it('uses the error’s own message when no response came', () => {
    const error = apiErrorFromThrown(new TypeError('Failed to fetch'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Failed to fetch');
    expect(error.status).toBeUndefined();
  });

  it('falls back to the default for something that is not an Error', () => {
    expect(apiErrorFromThrown('boom').message).toBe(DEFAULT_ERROR_MESSAGE);
  });
});

describe('unwrap', () => {
  const headers = new Headers();

  it.each([200, 201, 204] as const)('returns the body of a %i', async (status) => {
    await expect(unwrap(Promise.resolve({ status, body: { ok: status }, headers }))).resolves.toEqual({ ok: status });
  });

  it('throws an ApiError carrying status, body and message for an error status', async () => {
    const body = { message: 'Not found' };
    const failure = unwrap(Promise.resolve({ status: 404, body, headers }));
    await expect(failure).rejects.toMatchObject({ name: 'ApiError', status: 404, body, message: 'Not found' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
  });

  it('treats other 2xx and 3xx statuses as failures: only 200, 201 and 204 are successes', async () => {
    await expect(unwrap(Promise.resolve({ status: 202, body: null, headers }))).rejects.toMatchObject({ status: 202 });
    await expect(unwrap(Promise.resolve({ status: 304, body: null, headers }))).rejects.toMatchObject({ status: 304 });
  });

  it('turns a rejected request into an ApiError with the error’s message', async () => {
    await expect(unwrap(Promise.reject(new TypeError('NetworkError')))).rejects.toMatchObject({
      name: 'ApiError',
      message: 'NetworkError',
      status: undefined,
    });
  });
});
