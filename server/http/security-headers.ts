/**
 * Security headers on every response, including errors and the SPA's files. The CSP is what the built SPA needs
 * and nothing more: no inline scripts; inline styles only because Radix injects style tags.
 */
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

/**
 * Every header, computed once from the config: they never vary by request, and building them per request (as
 * @fastify/helmet did, re-parsing the CSP each time) was a measurable part of a small API read (decision 022).
 */
export function securityHeaders(config: ServerConfig): ReadonlyArray<readonly [string, string]> {
  const csp = Object.entries(contentSecurityPolicy(config))
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join(';');
  return [
    ['Content-Security-Policy', csp],
    // Google's sign-in popup talks back to its opener; plain same-origin would cut it off.
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // Only over HTTPS in production: locally it would pin localhost to HTTPS in the developer's browser.
    ...(config.isProduction ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    // The old XSS auditors did more harm than good; 0 turns them off where they survive.
    ['X-XSS-Protection', '0'],
  ];
}

export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const headers = Object.fromEntries(securityHeaders(config).map(([name, value]) => [name.toLowerCase(), value]));
  // First thing, on the reply: every answer Fastify writes carries them, errors, 404s and static files included
  // (Fastify's error path drops only the content type and length). Not reply.raw.setHeader: Node validates and
  // files each header there, and then takes Fastify's own ones the same slow way, a measurable part of a small
  // API read's CPU; Fastify's headers go to Node as one object, each checked once as it is written.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
