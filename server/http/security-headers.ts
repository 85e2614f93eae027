/**
 * Security headers on every response, including errors and the SPA's files. The CSP is what the built SPA needs
 * and nothing more: no inline scripts; inline styles only because Radix injects style tags.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { trackingCspSources } from './tracking-csp';

// What the Firebase Auth client calls when a real project is configured.
const googleIdentityOrigins = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];

export function contentSecurityPolicy(config: ServerConfig): Record<string, string[]> {
  const { authEmulatorHost, authDomain } = config.firebase;
  const identity = authEmulatorHost ? [`http://${authEmulatorHost}`] : googleIdentityOrigins;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Google account photos for the profile avatar.
    'img-src': ["'self'", 'data:', 'https://lh3.googleusercontent.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...identity],
    // Firebase Auth runs its popup helper in an iframe from the authDomain (from the emulator locally).
    'frame-src': authEmulatorHost ? [`http://${authEmulatorHost}`] : [`https://${authDomain}`],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  // Analytics, the pixel and token sync, only for what is configured (nothing by default).
  for (const [directive, sources] of Object.entries(trackingCspSources(config))) {
    directives[directive] = [...(directives[directive] ?? []), ...sources];
  }
  // Only where Doro is served over HTTPS: locally it would rewrite the emulator's http:// URL and break sign-in.
  if (config.isProduction) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Google's sign-in popup talks back to its opener; plain same-origin would cut it off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
}
