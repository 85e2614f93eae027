/** The network settings: the public address links are built from (PUBLIC_URL), and which proxies are believed (TRUST_PROXY). */
import { isIP } from 'node:net';
import type { ServerConfig } from '../config';
import { ConfigError, text } from './values';

export function publicUrlSetting(value: string | undefined, isProduction: boolean): string | undefined {
  const raw = text(value);
  if (raw === undefined) {
    if (!isProduction) return undefined;
    throw new ConfigError(
      'PUBLIC_URL must be set in production (e.g. https://doro.example): share links and checkout return addresses ' +
        "are built from it, never from the request's Host header.",
    );
  }
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  const web = url && (url.protocol === 'https:' || url.protocol === 'http:');
  const originOnly = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!url || !web || !originOnly || raw.includes('?') || raw.includes('#')) {
    throw new ConfigError(
      `PUBLIC_URL must be an http(s) origin with no path, query or credentials (e.g. https://doro.example), got "${raw}".`,
    );
  }
  return url.origin;
}

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function trustProxySetting(value: string | undefined): ServerConfig['trustProxy'] {
  const raw = text(value);
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would believe every address in X-Forwarded-For, so anyone could pick their own and escape ' +
        'the rate limits. Give the number of proxies in front of Doro (e.g. 1) or their addresses (e.g. 10.0.0.0/8).',
    );
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !namedRanges.has(entry) && !isAddressOrCidr(entry));
  if (bad.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxy hops or a comma-separated list of addresses and CIDR ranges ` +
        `(or loopback, linklocal, uniquelocal); "${bad.join('", "')}" is none of these.`,
    );
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...more] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || more.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
