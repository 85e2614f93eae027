/**
 * The analytics adapter (analytics identifies the signed-in user). A no-op until a sink is
 * configured, and it stays one when the deployment sets no measurement id. The user is remembered, so an identify
 * that happens before the sink loads is not lost.
 */
export interface AnalyticsUser {
  uid: string;
  email: string;
}

export interface AnalyticsSink {
  identify(user: AnalyticsUser): void;
  reset(): void;
  /** `path` has its ids replaced already (tracking-path.ts). */
  pageView?(path: string): void;
}

let sink: AnalyticsSink | null = null;
let currentUser: AnalyticsUser | null = null;

export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
  if (sink && currentUser) sink.identify(currentUser);
}

export function identifyUser(user: AnalyticsUser): void {
  currentUser = user;
  sink?.identify(user);
}

export function sendPageView(path: string): void {
  sink?.pageView?.(path);
}

export function forgetAnalyticsUser(): void {
  const hadUser = currentUser !== null;
  currentUser = null;
  if (hadUser) sink?.reset();
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

// gtag.js reads the `arguments` objects it finds in dataLayer, so this must stay a plain function.
const gtag: Gtag = function gtag() {
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer?.push(arguments);
};

/**
 * Google Analytics 4 through gtag.js, loaded only when a measurement id is configured. Only the opaque uid is sent:
 * never the email, and never anything a user wrote.
 */
export function gtagSink(measurementId: string): AnalyticsSink {
  window.dataLayer ??= [];
  window.gtag = gtag;
  gtag('js', new Date());
  // Page views are sent by hand with a scrubbed path: the automatic one would carry the real URL, ids and all.
  gtag('config', measurementId, { send_page_view: false, page_location: location.origin + '/' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  return {
    identify: (user) => gtag('set', { user_id: user.uid }),
    reset: () => gtag('set', { user_id: null }),
    pageView: (path) => gtag('event', 'page_view', { page_path: path, page_location: location.origin + path }),
  };
}

// Off until the tracking bootstrap has the visitor's consent (consent.ts); firebase.ts calls configureAnalytics too,
// and that call must not load anything on its own.
let allowed = false;

export function allowAnalytics(): void {
  allowed = true;
}

export function configureAnalytics(measurementId: string | null): void {
  if (!measurementId || sink || !allowed) return;
  setAnalyticsSink(gtagSink(measurementId));
}
