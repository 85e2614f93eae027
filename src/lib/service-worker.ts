/**
 * Registers Doro's service worker (src/service-worker/sw.js, built to /sw.js), in the built app only: the dev
 * server has no /sw.js, and a worker there would serve stale files while developing. It keeps the crisis page and
 * the static files so /crisis opens with no network; it never keeps what people wrote (see the worker).
 */
export const SERVICE_WORKER_URL = '/sw.js';

function register(): void {
  // A failed registration (a private window that forbids it, say) leaves the site working as before.
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // After the page has loaded: the worker's first downloads never compete with the page's own.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
