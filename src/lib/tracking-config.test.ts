import { describe, expect, it } from 'vitest';
import { parseTrackingConfig } from './tracking-config';

describe('parseTrackingConfig', () => {
  it('reads the snake_case wire form', () => {
    expect(
      parseTrackingConfig({
        analytics_measurement_id: 'G-1',
        pixel_id: '123',
        pixel_script_url: 'http://127.0.0.1:1/p.js',
        consent_required: false,
        token_sync_url: 'https://sync.example.com',
      }),
    ).toEqual({
      analyticsMeasurementId: 'G-1',
      pixelId: '123',
      pixelScriptUrl: 'http://127.0.0.1:1/p.js',
      consentRequired: false,
      tokenSyncUrl: 'https://sync.example.com',
    });
  });

  it('treats missing values as not configured, with consent required', () => {
    expect(parseTrackingConfig({ pixel_id: '' })).toEqual({
      analyticsMeasurementId: null,
      pixelId: null,
      pixelScriptUrl: '',
      consentRequired: true,
      tokenSyncUrl: null,
    });
    expect(parseTrackingConfig('nonsense')).toBeNull();
  });
});
