/**
 * Secrets that travel in a path never reach the log: a share link's or progress link's token is the whole of what
 * lets someone read a person's summary, so whoever reads the logs must not be able to open it. Request lines log
 * the path without its query string and with such segments replaced; messages that quote a URL (Fastify's
 * "Route GET:/... not found") get the same treatment.
 */

const redacted = '[redacted]';

// The pages and API reads a share token opens: /shared/<token>, /shared-progress/<token> and their /api/ reads.
const tokenAfter = /(\/(?:api\/)?(?:shared|shared-sessions|shared-progress)\/)[^\s/?#"]+/g;
// Any other long random-looking segment (a future token, a key): 32 or more base64url characters, UUIDs excepted.
const longSegment = /\/([A-Za-z0-9_-]{32,})(?=[\s/?#"]|$)/g;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A query string, up to the end of the URL it belongs to.
const query = /\?[^\s"]*/g;

/** `text` with every path secret and query string in it removed. */
export function redactSecrets(text: string): string {
  return text
    .replace(query, '')
    .replace(tokenAfter, `$1${redacted}`)
    .replace(longSegment, (whole, segment: string) => (uuid.test(segment) ? whole : `/${redacted}`));
}

/** What a request line logs of the URL: the path, its secrets redacted, no query string. */
export function loggablePath(url: string): string {
  return redactSecrets(url.split('?', 1)[0] ?? '');
}
