/**
 * The part of GET /api/client-config the tracking bootstrap needs, read with a plain fetch: the API client and the
 * contract's zod schemas are too heavy for a module that runs on every page (the landing page's JS budget).
 */
import type { ClientConfig } from '../contract/client-config';

export type TrackingConfig = Pick<
  ClientConfig,
  'analyticsMeasurementId' | 'pixelId' | 'pixelScriptUrl' | 'consentRequired' | 'tokenSyncUrl'
>;

type Json = Record<string, unknown>;

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The wire is snake_case (api-fetcher.ts); a missing or odd value reads as "not configured". */
export function parseTrackingConfig(body: unknown): TrackingConfig | null {
  if (typeof body !== 'object' || body === null) return null;
  const json = body as Json;
  return {
    analyticsMeasurementId: textOrNull(json.analytics_measurement_id),
    pixelId: textOrNull(json.pixel_id),
    pixelScriptUrl: textOrNull(json.pixel_script_url) ?? '',
    // Anything but an explicit false asks for consent.
    consentRequired: json.consent_required !== false,
    tokenSyncUrl: textOrNull(json.token_sync_url),
  };
}

export async function fetchTrackingConfig(): Promise<TrackingConfig | null> {
  try {
    const response = await fetch('/api/client-config', { credentials: 'same-origin' });
    return response.ok ? parseTrackingConfig(await response.json()) : null;
  } catch {
    return null; // offline or server down: tracking simply stays off for this page load
  }
}
