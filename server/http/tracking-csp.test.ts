import { describe, expect, it } from 'vitest';
import { trackingCspSources } from './tracking-csp';

const nothing = {
  analyticsMeasurementId: null,
  pixelId: null,
  pixelScriptUrl: 'https://connect.facebook.net/en_US/fbevents.js',
  tokenSyncUrl: null,
};

describe('trackingCspSources', () => {
  it('adds nothing when nothing is configured', () => {
    expect(trackingCspSources(nothing)).toEqual({ 'script-src': [], 'connect-src': [], 'img-src': [] });
  });

  it('allows the pixel script from its configured origin', () => {
    const sources = trackingCspSources({
      ...nothing,
      pixelId: '1',
      pixelScriptUrl: 'http://127.0.0.1:4100/fbevents.js',
    });
    expect(sources['script-src']).toEqual(['http://127.0.0.1:4100']);
    expect(sources['connect-src']).toEqual(['https://www.facebook.com']);
  });

  it('allows gtag.js for analytics and the sync URL origin for token sync', () => {
    const sources = trackingCspSources({
      ...nothing,
      analyticsMeasurementId: 'G-1',
      tokenSyncUrl: 'https://sync.example.com/t',
    });
    expect(sources['script-src']).toEqual(['https://www.googletagmanager.com']);
    expect(sources['connect-src']).toContain('https://sync.example.com');
  });
});
