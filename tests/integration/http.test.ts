import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  for (const path of ['/', '/api/health', '/api/users/me/']) {
    it(`are set on ${path}`, async () => {
      const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'", `http://${emulatorHost}`]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      // Not production: HSTS would pin localhost to HTTPS in the developer's browser.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });
  }
});

function post(body: string, contentType = 'application/json') {
  return fetch(`${baseUrl}/api/auth/forgot_password/`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
}

describe('request errors', () => {
  it('answers 400 with a message to invalid JSON and to a wrong content type', async () => {
    const invalid = await post('{"email": ');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ message: 'request body: is not valid JSON.' });

    const form = await post('email=a%40b.co', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(400);
    expect(((await form.json()) as { message: string }).message).toMatch(/JSON/);
  });

  it('answers 413 with a message to a body over the limit', async () => {
    const response = await post(JSON.stringify({ email: `${'a'.repeat(70 * 1024)}@example.com` }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'request body: is too large.' });
  });

  it('answers 404 JSON to an unknown API path, whatever it accepts', async () => {
    const response = await fetch(`${baseUrl}/api/no-such-thing`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('the SPA', () => {
  it('serves index.html at / without caching it', async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('/assets/app-abc123.js');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await fetch(`${baseUrl}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers client-side routes with index.html when HTML is wanted', async () => {
    const response = await fetch(`${baseUrl}/doro-chat/some/deep/link`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<body>Doro</body>');
  });

  it('answers a missing file that is not a page with 404 JSON', async () => {
    const response = await fetch(`${baseUrl}/assets/missing-123.js`, { headers: { accept: '*/*' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('client config', () => {
  it('points the SPA at the Auth emulator in local mode', async () => {
    const response = await fetch(`${baseUrl}/api/client-config`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      firebase: { api_key: 'fake-api-key', project_id: 'demo-doro' },
      auth_emulator_url: `http://${emulatorHost}`,
    });
  });
});
