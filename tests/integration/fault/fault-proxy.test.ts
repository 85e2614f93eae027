/** The fault proxy itself (tests/fault/fault-proxy.ts), against a plain TCP echo server. */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../../fault/fault-proxy';

let echo: Server;
let echoPort: number;
let proxy: FaultProxy;
const sockets: Socket[] = [];

beforeAll(async () => {
  echo = createServer({ allowHalfOpen: true }, (socket) => {
    socket.on('data', (chunk) => socket.write(chunk));
    socket.on('end', () => socket.end());
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  echoPort = (echo.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => echo.close(() => resolve())));

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await proxy?.close();
});

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: proxy.port, allowHalfOpen: true }, () => resolve(socket));
    socket.once('error', reject);
    sockets.push(socket);
  });
}

/** Sends `text` and resolves with the echo and how long it took. */
function roundTrip(socket: Socket, text: string): Promise<{ echoed: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    let echoed = '';
    const onData = (chunk: Buffer) => {
      echoed += chunk.toString();
      if (echoed.length >= text.length) {
        socket.off('data', onData);
        resolve({ echoed, ms: performance.now() - started });
      }
    };
    socket.on('data', onData);
    socket.write(text);
  });
}

/** Resolves when the far side has gone: its end arrived, or the socket closed. */
const gone = (socket: Socket) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed || socket.readableEnded) return resolve();
    socket.once('end', () => resolve());
    socket.once('close', () => resolve());
  });

describe('the fault proxy', () => {
  it('passes bytes through both ways, untouched', async () => {
    proxy = await startFaultProxy({ target: { host: '127.0.0.1', port: echoPort } });
    const socket = await open();
    expect((await roundTrip(socket, 'hello, through the proxy')).echoed).toBe('hello, through the proxy');
    expect(proxy.openConnections).toBe(1);
  });

  it('adds latency each way', async () => {
    proxy = await startFaultProxy({ target: { host: '127.0.0.1', port: echoPort } });
    proxy.latencyMs = 150;
    const { echoed, ms } = await roundTrip(await open(), 'slow');
    expect(echoed).toBe('slow');
    expect(ms).toBeGreaterThanOrEqual(290);
  });

  it('cut() destroys every open connection, and new ones still work', async () => {
    proxy = await startFaultProxy({ target: { host: '127.0.0.1', port: echoPort } });
    const [first, second] = [await open(), await open()];
    await expect.poll(() => proxy.openConnections).toBe(2);
    proxy.cut();
    await Promise.all([gone(first), gone(second)]);
    expect((await roundTrip(await open(), 'after')).echoed).toBe('after');
  });

  it('refuses new connections while refuse is on, and only then', async () => {
    proxy = await startFaultProxy({ target: { host: '127.0.0.1', port: echoPort } });
    proxy.refuse = true;
    const refused = await open();
    await gone(refused);
    proxy.refuse = false;
    expect((await roundTrip(await open(), 'back')).echoed).toBe('back');
  });

  it('delays the news of a closed side by slowCloseMs', async () => {
    proxy = await startFaultProxy({ target: { host: '127.0.0.1', port: echoPort } });
    proxy.slowCloseMs = 300;
    const socket = await open();
    await roundTrip(socket, 'bye');
    const started = performance.now();
    const ended = new Promise<number>((resolve) => socket.once('end', () => resolve(performance.now() - started)));
    socket.end();
    // Our end reaches the echo server 300 ms late, and its end comes back 300 ms later still.
    expect(await ended).toBeGreaterThanOrEqual(550);
  });
});
