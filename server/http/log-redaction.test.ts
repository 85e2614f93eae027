import { describe, expect, it } from 'vitest';
import { loggablePath, redactSecrets } from './log-redaction';

const token = 'Jm3kQ0bX9v_T2pL8sYc4rN6wZ1aH5eG7dU0iK3oM-qB';

describe('loggablePath', () => {
  it('redacts share and progress tokens from the pages and the API reads they open', () => {
    expect(loggablePath(`/shared/${token}`)).toBe('/shared/[redacted]');
    expect(loggablePath(`/shared-progress/${token}`)).toBe('/shared-progress/[redacted]');
    expect(loggablePath(`/api/shared-sessions/${token}`)).toBe('/api/shared-sessions/[redacted]');
    expect(loggablePath(`/api/shared-progress/${token}?format=json`)).toBe('/api/shared-progress/[redacted]');
    // Even a short or malformed token: it is still what opens the link.
    expect(loggablePath('/api/shared-sessions/abc')).toBe('/api/shared-sessions/[redacted]');
  });

  it('redacts any other long random segment, and keeps ids and ordinary paths readable', () => {
    expect(loggablePath(`/api/something/${token}/more`)).toBe('/api/something/[redacted]/more');
    const id = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    expect(loggablePath(`/api/sessions/${id}/share`)).toBe(`/api/sessions/${id}/share`);
    expect(loggablePath('/api/users/me/share-progress')).toBe('/api/users/me/share-progress');
    expect(loggablePath('/assets/index-B1x2Y3z4.js')).toBe('/assets/index-B1x2Y3z4.js');
  });
});

describe('redactSecrets', () => {
  it('redacts tokens and query strings quoted inside a message', () => {
    expect(redactSecrets(`Route GET:/shared/${token}?utm=x not found`)).toBe('Route GET:/shared/[redacted] not found');
    expect(redactSecrets(`Route GET:/api/x?token=${token} not found`)).toBe('Route GET:/api/x not found');
  });
});
