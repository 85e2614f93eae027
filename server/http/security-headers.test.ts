import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { securityHeaders } from './security-headers';

// The Auth emulator outside production only: production refuses it.
const configFor = (env: Record<string, string>) =>
  loadConfig({
    FIREBASE_PROJECT_ID: 'demo-doro',
    ...(env.NODE_ENV === 'production'
      ? { PUBLIC_URL: 'https://doro.example' }
      : { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ...env,
  });

const headersOf = (env: Record<string, string>) => new Map(securityHeaders(configFor(env)));

describe('the security headers', () => {
  it('write the CSP as directives separated by semicolons, a directive without sources as its name alone', () => {
    const csp = headersOf({ NODE_ENV: 'production' }).get('Content-Security-Policy')!;
    expect(csp.split(';')).toContain("object-src 'none'");
    expect(csp.split(';')).toContain("base-uri 'none'");
    expect(csp.split(';')).toContain("frame-ancestors 'none'");
    expect(csp.split(';').at(-1)).toBe('upgrade-insecure-requests');
    const local = headersOf({ NODE_ENV: 'development' }).get('Content-Security-Policy')!;
    expect(local.split(';')).toContain("connect-src 'self' http://127.0.0.1:9099");
  });

  it('pin HTTPS for a year only in production', () => {
    expect(headersOf({ NODE_ENV: 'production' }).get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(headersOf({ NODE_ENV: 'development' }).has('Strict-Transport-Security')).toBe(false);
    expect(headersOf({ NODE_ENV: 'development' }).get('Content-Security-Policy')).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('are valid header values, so setting them can never throw mid-request', () => {
    for (const [name, value] of securityHeaders(configFor({ NODE_ENV: 'production' }))) {
      expect(name).toMatch(/^[A-Za-z-]+$/);
      expect(value).not.toMatch(/[\r\n]/);
    }
  });
});
