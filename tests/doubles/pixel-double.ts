/**
 * A stand-in for the ad pixel's script host (DORO_PIXEL_SCRIPT_URL in tests): it serves a script that takes over
 * the page's fbq queue and records every call in window.pixelDoubleCalls, where the browser test reads them. It counts
 * the script downloads, so a test can tell that nothing was loaded before consent.
 */
import { createServer } from 'node:http';

// Runs in the page. Values are copied through JSON so the test sees plain data (undefined becomes null).
const pixelScript = `(function () {
  var calls = (window.pixelDoubleCalls = window.pixelDoubleCalls || []);
  var fbq = window.fbq;
  function record() {
    calls.push(Array.prototype.slice.call(arguments).map(function (value) {
      return value === undefined ? null : JSON.parse(JSON.stringify(value));
    }));
  }
  var queued = fbq.queue || [];
  fbq.queue = [];
  fbq.callMethod = record;
  for (var index = 0; index < queued.length; index += 1) record.apply(null, queued[index]);
})();`;

export async function startPixelDouble() {
  let scriptLoads = 0;
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/fbevents.js')) {
      scriptLoads += 1;
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      response.end(pixelScript);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the pixel double has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    scriptUrl: `${origin}/fbevents.js`,
    scriptLoads: () => scriptLoads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
