import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, setExtraHeadersProvider, setIdTokenProvider, type IdTokenProvider } from './api-client';
import { DEFAULT_ERROR_MESSAGE, unwrap } from './api-errors';
import { setTrackingEventId } from './tracking';

type Call = { url: string; init: RequestInit; headers: Record<string, string> };

const calls: Call[] = [];
let replies: Array<() => Response> = [];

function json(status: number, body: unknown): () => Response {
  return () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function text(status: number, body: string): () => Response {
  return () => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

const wireUser = {
  uid: 'u1',
  email: 'a@example.com',
  name: null,
  created_at: '2025-04-01T00:00:00.000Z',
  disclaimer_accepted_at: null,
};

beforeEach(() => {
  calls.length = 0;
  replies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      calls.push({ url: String(input), init, headers: { ...(init.headers as Record<string, string>) } });
      const reply = replies.shift();
      if (!reply) throw new Error('unexpected fetch');
      return reply();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setIdTokenProvider(null);
  setExtraHeadersProvider(null);
  setTrackingEventId(null);
});

describe('the API client', () => {
  it('calls the contract path with the ID token and the helper’s extra headers', async () => {
    setIdTokenProvider(async () => 'token-1');
    setExtraHeadersProvider(() => ({ 'X-Client-Version': '1.2.3' }));
    replies.push(json(200, wireUser));

    await apiClient.users.me();

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/users/me/');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.headers.authorization).toBe('Bearer token-1');
    expect(calls[0]?.headers['x-client-version']).toBe('1.2.3');
    expect(calls[0]?.headers).not.toHaveProperty('x-event-id');
  });

  it('sends no Authorization header when no user is signed in', async () => {
    setIdTokenProvider(async () => null);
    replies.push(json(200, { status: 'ok' }));
    await apiClient.health.check();
    expect(calls[0]?.headers).not.toHaveProperty('authorization');
  });

  it('attaches X-Event-ID while a tracking event id is set', async () => {
    setTrackingEventId('event-42');
    replies.push(json(200, { status: 'ok' }), json(200, { status: 'ok' }));
    await apiClient.health.check();
    setTrackingEventId(null);
    await apiClient.health.check();
    expect(calls[0]?.headers['x-event-id']).toBe('event-42');
    expect(calls[1]?.headers).not.toHaveProperty('x-event-id');
  });

  it('logs a token read failure without the token and asks for a fresh one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const provider = vi.fn<IdTokenProvider>(async (forceRefresh) => {
      if (!forceRefresh) throw Object.assign(new Error('secret-token-text in message'), { code: 'auth/internal' });
      return 'fresh-token';
    });
    setIdTokenProvider(provider);
    replies.push(json(200, wireUser));

    await apiClient.users.me();

    expect(provider.mock.calls).toEqual([[false], [true]]);
    expect(calls[0]?.headers.authorization).toBe('Bearer fresh-token');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('auth/internal');
    expect(String(warn.mock.calls[0]?.[0])).not.toContain('secret-token-text');
  });

  it('still sends the request, without a token, when even a fresh token cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setIdTokenProvider(async () => {
      throw new Error('offline');
    });
    replies.push(json(401, { message: 'Sign in again.' }));
    const response = await apiClient.users.me();
    expect(response.status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers).not.toHaveProperty('authorization');
  });

  it('retries once with a fresh token when a request with a token gets 401', async () => {
    const provider = vi.fn<IdTokenProvider>(async (forceRefresh) => (forceRefresh ? 'new-token' : 'stale-token'));
    setIdTokenProvider(provider);
    replies.push(json(401, { message: 'expired' }), json(200, wireUser));

    const user = await unwrap(apiClient.users.me());

    expect(user.uid).toBe('u1');
    expect(calls.map((call) => call.headers.authorization)).toEqual(['Bearer stale-token', 'Bearer new-token']);
  });

  it('snake-cases the body on the way out and camel-cases the response on the way in', async () => {
    replies.push(
      json(201, {
        id: '9b2f6f0e-1d5c-4c33-9d2a-0b8f3c1a2e4d',
        test_id: 'phq-9',
        total_score: 3,
        severity: 'minimal',
        flags: ['self_harm_risk'],
        interpretation: 'i',
        source: 's',
        created_at: '2025-04-01T00:00:00Z',
      }),
    );

    const response = await apiClient.ptests.submitResponse({
      params: { id: 'phq-9' },
      body: { answers: [{ questionId: 'phq9_9', value: 1 }] },
    });

    expect(calls[0]?.url).toBe('/api/users/me/ptests/phq-9/responses');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ answers: [{ question_id: 'phq9_9', value: 1 }] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ testId: 'phq-9', totalScore: 3, flags: ['self_harm_risk'] });
    expect(response.body).not.toHaveProperty('total_score');
  });

  it('returns a 204 as is, without parsing an empty body', async () => {
    replies.push(() => new Response(null, { status: 204 }));
    const response = await apiClient.auth.forgotPassword({ body: { email: 'a@example.com' } });
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
    await expect(unwrap(Promise.resolve(response))).resolves.toBeUndefined();
  });

  it('sends no body for routes without one', async () => {
    replies.push(() => new Response(null, { status: 204 }));
    await apiClient.sessions.delete({ params: { sessionId: '9b2f6f0e-1d5c-4c33-9d2a-0b8f3c1a2e4d' } });
    expect(calls[0]?.url).toBe('/api/sessions/9b2f6f0e-1d5c-4c33-9d2a-0b8f3c1a2e4d/delete');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBeUndefined();
  });
});

describe('error messages through unwrap', () => {
  it('400 with an object body: its values joined', async () => {
    replies.push(json(400, { uid: 'is required', email: ['must be a valid email'] }));
    await expect(unwrap(apiClient.users.createProfile({ body: { uid: '', email: 'x' } }))).rejects.toMatchObject({
      status: 400,
      message: 'is required, must be a valid email',
    });
  });

  it('409 with a text body: the text', async () => {
    replies.push(text(409, 'This code was already used.'));
    await expect(unwrap(apiClient.promoCode.apply({ body: { code: 'WELCOME' } }))).rejects.toMatchObject({
      status: 409,
      message: 'This code was already used.',
    });
  });

  it('other errors: body.message, camel-cased body kept on the error', async () => {
    replies.push(json(429, { message: 'Too many attempts.', retry_after_seconds: 60 }));
    await expect(unwrap(apiClient.promoCode.apply({ body: { code: 'WELCOME' } }))).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts.',
      body: { message: 'Too many attempts.', retryAfterSeconds: 60 },
    });
  });

  it('other errors without a message: the default', async () => {
    replies.push(text(502, '<html>Bad Gateway</html>'));
    await expect(unwrap(apiClient.health.check())).rejects.toMatchObject({
      status: 502,
      message: DEFAULT_ERROR_MESSAGE,
    });
  });

  it('an error page mislabelled as JSON still gives the status and the default message', async () => {
    replies.push(() => new Response('<html>oops', { status: 500, headers: { 'content-type': 'application/json' } }));
    await expect(unwrap(apiClient.health.check())).rejects.toMatchObject({
      status: 500,
      message: DEFAULT_ERROR_MESSAGE,
    });
  });

  it('no response at all: the error’s own message', async () => {
    replies.push(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(unwrap(apiClient.health.check())).rejects.toMatchObject({
      message: 'Failed to fetch',
      status: undefined,
    });
  });
});
