/**
 * What runs once something is configured: the token sync on sign-in, and analytics and the pixel behind the
 * cookie-consent choice (asked with a banner where consent is required and nothing was chosen yet).
 */
import { readConsent, rememberConsent, trackingPermission } from '../../lib/consent';
import type { TrackingConfig } from '../../lib/tracking-config';
import { syncToken } from '../../lib/token-sync';
import { showConsentBanner } from './show-consent-banner';
import type { TrackingAuth, TrackingRouter } from './start-tracking';
import { startTrackers } from './trackers';

// The sign-in token goes to the sync URL when someone signs in (a user appears or changes), if it is fresh.
function watchSignInForTokenSync(auth: TrackingAuth, syncUrl: string): void {
  let lastUid = auth.getView().user?.uid ?? null;
  auth.subscribe(() => {
    const user = auth.getView().user;
    const uid = user?.uid ?? null;
    if (uid === lastUid) return;
    lastUid = uid;
    if (user) void syncToken(user.accessToken, syncUrl);
  });
}

export function runTracking(config: TrackingConfig, router: TrackingRouter, auth: TrackingAuth): void {
  if (config.tokenSyncUrl) watchSignInForTokenSync(auth, config.tokenSyncUrl);
  if (!config.analyticsMeasurementId && !config.pixelId) return;
  const permission = trackingPermission(config.consentRequired, readConsent());
  if (permission === 'allowed') startTrackers(config, router, auth);
  if (permission !== 'ask') return;
  showConsentBanner((choice) => {
    rememberConsent(choice);
    if (choice === 'granted') startTrackers(config, router, auth);
  });
}
