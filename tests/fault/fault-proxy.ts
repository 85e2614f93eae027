/**
 * A small fault-injecting TCP proxy for the fault suite (issue 9 item 5): put it between a client and the server
 * (HTTP and WebSocket pass through untouched, being TCP) or between the server and PostgreSQL, then make the
 * network misbehave on purpose. No Toxiproxy or netem on these machines, and none needed for these faults:
 * - latency: every chunk, both ways, waits this long before it is passed on (Infinity: it never is, a hang);
 * - cut(): every open connection is destroyed at once, as when a cable is pulled or a process dies;
 * - refuse: new connections are accepted and closed straight away, as when the far side is down;
 * - slowClose: when one side ends its half of a connection, the other side learns of it only this much later.
 * The upstream can change while the proxy runs (a restarted server on another port).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface FaultProxyOptions {
  /** Where connections go: host and port. */
  target: { host: string; port: number };
}

export interface FaultProxy {
  /** The proxy's own port on 127.0.0.1. */
  port: number;
  target: { host: string; port: number };
  latencyMs: number;
  refuse: boolean;
  slowCloseMs: number;
  /** Connections open now (each a client-upstream pair). */
  readonly openConnections: number;
  cut(): void;
  close(): Promise<void>;
}

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const pairs = new Set<[Socket, Socket]>();
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number, run: () => void) => {
    if (ms === 0) return run();
    if (!Number.isFinite(ms)) return; // A hang: never passed on.
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const pipe = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => later(proxy.latencyMs, () => to.destroyed || to.write(chunk)));
    // Data already delayed must still arrive before the end, so the end waits at least as long.
    from.on('end', () => later(Math.max(proxy.latencyMs, proxy.slowCloseMs), () => to.destroyed || to.end()));
    from.on('error', () => to.destroy());
    from.on('close', () => later(proxy.slowCloseMs, () => to.destroy()));
  };

  const server: Server = createServer({ allowHalfOpen: true }, (client) => {
    if (proxy.refuse) {
      client.destroy();
      return;
    }
    const upstream = connect({ ...proxy.target, allowHalfOpen: true });
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forget = () => pairs.delete(pair);
    client.once('close', forget);
    upstream.once('close', forget);
    pipe(client, upstream);
    pipe(upstream, client);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const proxy: FaultProxy = {
    port,
    target: { ...options.target },
    latencyMs: 0,
    refuse: false,
    slowCloseMs: 0,
    get openConnections() {
      return pairs.size;
    },
    cut() {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    async close() {
      proxy.cut();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}

/** The test database behind a fault proxy: connect to `url` to go through it, break it with `proxy`. */
export async function proxyDatabase(databaseUrl: URL): Promise<{ proxy: FaultProxy; url: string }> {
  const proxy = await startFaultProxy({ target: { host: databaseUrl.hostname, port: Number(databaseUrl.port) } });
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return { proxy, url: url.toString() };
}
