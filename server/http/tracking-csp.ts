/**
 * The Content-Security-Policy sources the configured tracking needs (issue 8): the analytics and pixel scripts and
 * the hosts they report to, and the token sync URL. Nothing is added for what is not configured, so the default
 * deployment keeps script-src 'self'. For server/http/security-headers.ts to merge into its directives.
 */
import type { ServerConfig } from '../config';

type TrackingConfig = Pick<ServerConfig, 'analyticsMeasurementId' | 'pixelId' | 'pixelScriptUrl' | 'tokenSyncUrl'>;

export interface TrackingCspSources {
  'script-src': string[];
  'connect-src': string[];
  'img-src': string[];
}

const googleAnalytics = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
// The pixel reports through image and beacon requests to the vendor's host.
const pixelReportOrigin = 'https://www.facebook.com';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function trackingCspSources(config: TrackingConfig): TrackingCspSources {
  const sources: TrackingCspSources = { 'script-src': [], 'connect-src': [], 'img-src': [] };
  if (config.analyticsMeasurementId) {
    sources['script-src'].push('https://www.googletagmanager.com');
    sources['connect-src'].push(...googleAnalytics);
    sources['img-src'].push(...googleAnalytics);
  }
  const pixelScriptOrigin = config.pixelId ? originOf(config.pixelScriptUrl) : null;
  if (config.pixelId) {
    if (pixelScriptOrigin) sources['script-src'].push(pixelScriptOrigin);
    sources['connect-src'].push(pixelReportOrigin);
    sources['img-src'].push(pixelReportOrigin);
  }
  const syncOrigin = config.tokenSyncUrl ? originOf(config.tokenSyncUrl) : null;
  if (syncOrigin) sources['connect-src'].push(syncOrigin);
  return sources;
}
