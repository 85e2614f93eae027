/**
 * The tracking bootstrap (issue 8 items 4-7), started by main.tsx with one dynamic import. It waits for the first
 * paint and asks the server what is configured; only when a measurement id, a pixel id or a token sync URL is set
 * does the rest (tracking-runtime.ts) load. So with nothing configured nothing loads and nothing leaves the
 * browser, and the landing page pays well under a kilobyte for this module.
 */
import { fetchTrackingConfig } from '../../lib/tracking-config';

export interface TrackedUser {
  uid: string;
  email: string;
  accessToken: string;
}

/** What tracking needs of the auth service (features/auth), without importing another feature. */
export interface TrackingAuth {
  getView(): { user: TrackedUser | null };
  subscribe(listener: () => void): () => void;
}

/** What it needs of the router: path changes. */
export interface TrackingRouter {
  state: { location: { pathname: string } };
  subscribe(
    event: 'onResolved',
    listener: (event: { toLocation: { pathname: string }; pathChanged: boolean }) => void,
  ): () => void;
}

export function startTracking({ router, auth }: { router: TrackingRouter; auth: TrackingAuth }): void {
  requestAnimationFrame(() =>
    setTimeout(async () => {
      const config = await fetchTrackingConfig();
      if (!config || (!config.tokenSyncUrl && !config.analyticsMeasurementId && !config.pixelId)) return;
      const { runTracking } = await import('./tracking-runtime');
      runTracking(config, router, auth);
    }, 0),
  );
}
