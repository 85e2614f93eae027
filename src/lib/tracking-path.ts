/**
 * Paths as analytics and the pixel may see them (issue 8 item 6): every segment that identifies something (a uuid,
 * a number, a share token) is replaced by a placeholder, so no id ever leaves the browser. Query strings and
 * fragments are dropped: they can carry tokens and search text. Blog slugs are public titles and stay.
 */
export const ID_PLACEHOLDER = ':id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^\d+$/;
// Share tokens and other opaque ids: long runs of letters and digits (or url-safe base64) that contain a digit.
const OPAQUE = /^(?=.*\d)[A-Za-z0-9_-]{16,}$/;

function isIdSegment(segment: string): boolean {
  return UUID.test(segment) || NUMBER.test(segment) || OPAQUE.test(segment);
}

export function scrubPath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const segments = pathname.split('/');
  const isBlogPost = segments[1] === 'blog' && segments.length === 3;
  return segments
    .map((segment, index) => {
      if (segment === '' || (isBlogPost && index === 2 && !UUID.test(segment))) return segment;
      return isIdSegment(segment) ? ID_PLACEHOLDER : segment;
    })
    .join('/');
}
