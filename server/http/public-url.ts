/**
 * Absolute links Doro hands out (share and progress links, checkout and portal return addresses) start from the
 * configured PUBLIC_URL, never from the request's Host header, which the client writes: a link built from it could
 * send the person it is shared with to another site. Without PUBLIC_URL (outside production only, config.ts) the
 * origin is the address this server listens on.
 */
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from '../config';

interface Listening {
  server: { server: { address(): AddressInfo | string | null } };
}

export function publicLink(
  config: Pick<ServerConfig, 'publicUrl' | 'host' | 'port'>,
  request: Listening,
  path: string,
) {
  return `${config.publicUrl ?? ownOrigin(config, request.server.server.address())}${path}`;
}

function ownOrigin(config: Pick<ServerConfig, 'host' | 'port'>, address: AddressInfo | string | null): string {
  const port = address && typeof address === 'object' ? address.port : config.port;
  // Listening on every interface: the machine itself is the address that is sure to reach it.
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
