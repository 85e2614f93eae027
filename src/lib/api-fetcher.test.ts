import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A signed-in page's first requests leave while Firebase is still loading (it loads lazily). These tests load the
// fetcher fresh each time, because "the provider has been set" is remembered for the page's life.

type Sent = { url: string; authorization: string | undefined };
let sent: Sent[] = [];

beforeEach(() => {
  vi.resetModules();
  sent = [];
  vi.stubGlobal('location', { protocol: 'http:' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      sent.push({ url: input, authorization: (init.headers as Record<string, string>).authorization });
      return new Response(JSON.stringify({ ok: true }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function loadWithCookie(cookie: string) {
  vi.stubGlobal('document', { cookie });
  const fetcher = await import('./api-fetcher');
  const { apiClient } = await import('./api-client');
  return { ...fetcher, apiClient };
}

const storedUser = `doro_user=${encodeURIComponent(JSON.stringify({ accessToken: 'old', uid: 'u1', email: 'a@example.com' }))}`;

describe('requests made before the auth layer has registered its token provider', () => {
  it('wait for it when a user is stored, and then carry its token', async () => {
    const { apiClient, setIdTokenProvider } = await loadWithCookie(storedUser);
    const request = apiClient.users.me();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(0);

    setIdTokenProvider(async () => 'fresh-token');
    await request;
    expect(sent).toEqual([{ url: '/api/users/me/', authorization: 'Bearer fresh-token' }]);
  });

  it('leave at once, without a token, when nobody is stored', async () => {
    const { apiClient } = await loadWithCookie('');
    await apiClient.users.me();
    expect(sent).toEqual([{ url: '/api/users/me/', authorization: undefined }]);
  });

  it('never make the client-config call wait: Firebase needs its answer to give a token at all', async () => {
    const { apiClient } = await loadWithCookie(storedUser);
    await apiClient.clientConfig.get();
    expect(sent).toEqual([{ url: '/api/client-config', authorization: undefined }]);
  });
});
