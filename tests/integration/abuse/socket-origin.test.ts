/**
 * The chat socket's Origin is checked against the configured PUBLIC_URL (and ALLOWED_ORIGINS), never against the
 * Host header the client writes: a page on `evil.example` whose name resolves to Doro's address (DNS rebinding)
 * sends Host and Origin that agree with each other, and must still be refused.
 */
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHAT_SOCKET_PATH } from '../../../src/contract/chat-socket';
import { connectDatabase } from '../../../server/db/database';
import { sideServers } from '../side-server';

const handle = connectDatabase(inject('databaseUrl'), () => {});
const servers = sideServers(() => handle, inject('emulatorHost'));
const publicUrl = 'https://doro.example';
const listed = 'https://app.doro.example';
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await servers.start({ PUBLIC_URL: publicUrl, ALLOWED_ORIGINS: listed });
});
afterAll(async () => {
  await servers.close();
  await handle.close();
});

/** Opens the chat socket with these headers: 'open', or the status the upgrade was refused with. */
function upgrade(headers: { origin: string; host: string }): Promise<'open' | number> {
  const url = new URL(CHAT_SOCKET_PATH, baseUrl.replace(/^http/, 'ws'));
  const socket = new WebSocket(url, { origin: headers.origin, headers: { host: headers.host } });
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

describe('the chat socket behind PUBLIC_URL', () => {
  it('refuses an Origin that only matches the Host the client wrote', async () => {
    expect(await upgrade({ origin: 'http://evil.example', host: 'evil.example' })).toBe(403);
    expect(await upgrade({ origin: 'https://evil.example', host: 'evil.example' })).toBe(403);
    // The server's own listening address is not its public origin either.
    const own = new URL(baseUrl);
    expect(await upgrade({ origin: own.origin, host: own.host })).toBe(403);
  });

  it('accepts the PUBLIC_URL origin and the ALLOWED_ORIGINS, whatever the Host', async () => {
    expect(await upgrade({ origin: publicUrl, host: 'doro.example' })).toBe('open');
    expect(await upgrade({ origin: publicUrl, host: 'evil.example' })).toBe('open');
    expect(await upgrade({ origin: listed, host: 'doro.example' })).toBe('open');
  });
});
