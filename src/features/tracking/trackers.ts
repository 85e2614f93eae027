/**
 * Analytics and the pixel, once consent allows them: a page view for the current path and for every path change
 * (ids replaced), the pixel initialised once with the signed-in user, and named events passed to the pixel.
 */
import { allowAnalytics, configureAnalytics, sendPageView } from '../../lib/analytics';
import { onNamedEvent } from '../../lib/tracking';
import { scrubPath } from '../../lib/tracking-path';
import type { TrackingConfig } from '../../lib/tracking-config';
import type { TrackingAuth, TrackingRouter } from './start-tracking';

let started = false;

export function startTrackers(config: TrackingConfig, router: TrackingRouter, auth: TrackingAuth): void {
  if (started) return;
  started = true;
  const pageViewSenders: Array<(path: string) => void> = [];

  if (config.analyticsMeasurementId) {
    allowAnalytics();
    configureAnalytics(config.analyticsMeasurementId);
    pageViewSenders.push(sendPageView);
  }

  const pixelReady = config.pixelId
    ? import('../../lib/pixel').then(({ loadPixel }) => {
        const user = auth.getView().user;
        const pixel = loadPixel({
          pixelId: config.pixelId!,
          scriptUrl: config.pixelScriptUrl,
          user: user ? { uid: user.uid, email: user.email } : null,
        });
        onNamedEvent((event) => pixel.namedEvent(event.name, event.eventId));
        pageViewSenders.push(pixel.pageView);
      })
    : Promise.resolve();

  const send = (pathname: string) => {
    const path = scrubPath(pathname);
    for (const sender of pageViewSenders) sender(path);
  };
  void pixelReady.then(() => {
    send(router.state.location.pathname);
    router.subscribe('onResolved', (event) => {
      if (event.pathChanged) send(event.toLocation.pathname);
    });
  });
}
