/**
 * Who the rate limit counts: a client address or an account, as a keyed SHA-256 (HMAC) hash. The raw address is
 * never stored, and without the server's salt the hashes cannot be matched to addresses by trying them all.
 */
import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';

export type SubjectKind = 'address' | 'account';

export function subjectHash(salt: Buffer, kind: SubjectKind, value: string): string {
  return createHmac('sha256', salt).update(`${kind}:${value}`).digest('hex');
}

/**
 * The part of a client address that identifies one client. An IPv6 client is usually handed a whole /64 and can
 * pick a new address in it at will, so the limit counts the /64; an IPv4 address written as IPv6 (::ffff:a.b.c.d,
 * what a dual-stack socket reports) counts as that IPv4 address.
 */
export function clientAddressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const withoutZone = address.split('%', 1)[0]!;
  return `${expandIPv6(withoutZone).slice(0, 4).join(':')}::/64`;
}

const groups = (part: string) => (part ? part.split(':') : []);

/** The eight 16-bit groups of an IPv6 address, `::` filled in, each without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const tailGroups = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail (::1.2.3.4) sits in the last two groups, past the /64 we keep.
  const headGroups = groups(head);
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups].map((group) =>
    group.includes('.') ? group : Number.parseInt(group, 16).toString(16),
  );
}
