/**
 * The ad pixel, loaded only when a pixel id is configured and consent allows it. It is initialised
 * once per page load, with the user's external id and lowercased email when someone is signed in; it gets a page
 * view on every path change (the path with ids replaced) and named events with the id their API call carries as
 * X-Event-ID. It never gets what users wrote, questionnaire answers or results.
 */
import { scrubPath } from './tracking-path';

type Fbq = ((...args: unknown[]) => void) & {
  queue: unknown[];
  callMethod?: (...args: unknown[]) => void;
  push: unknown;
  loaded: boolean;
  version: string;
  disablePushState?: boolean;
};

declare global {
  interface Window {
    fbq?: Fbq;
  }
}

export interface PixelUser {
  uid: string;
  email: string;
}

export interface Pixel {
  pageView(path: string): void;
  namedEvent(name: string, eventId: string): void;
}

// The vendor's loader stub: calls queue until the script arrives and replays them. A plain function, because the
// script reads its `arguments` objects.
function createQueue(): Fbq {
  const fbq = function () {
    // eslint-disable-next-line prefer-rest-params
    if (fbq.callMethod) fbq.callMethod(...arguments);
    // eslint-disable-next-line prefer-rest-params
    else fbq.queue.push(arguments);
  } as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  return fbq;
}

let pixel: Pixel | null = null;

/** Loads and initialises the pixel once; later calls return the same one. */
export function loadPixel(options: { pixelId: string; scriptUrl: string; user: PixelUser | null }): Pixel {
  if (pixel) return pixel;
  const fbq = window.fbq ?? createQueue();
  window.fbq = fbq;
  // The pixel's own history tracking would send raw paths (with ids): page views come only from loadPixel's user.
  fbq.disablePushState = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = options.scriptUrl;
  document.head.append(script);

  // No automatic collection: it reads button texts and page metadata, which may be what someone wrote.
  fbq('set', 'autoConfig', false, options.pixelId);
  const matching = options.user
    ? { external_id: options.user.uid, em: options.user.email.trim().toLowerCase() }
    : undefined;
  fbq('init', options.pixelId, matching);
  pixel = {
    pageView: (path) => fbq('track', 'PageView', { page_path: scrubPath(path) }),
    namedEvent: (name, eventId) => fbq('track', name, {}, { eventID: eventId }),
  };
  return pixel;
}
