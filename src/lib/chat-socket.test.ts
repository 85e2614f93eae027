import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ClientMessage,
  decodeClientMessage,
  encodeChatMessage,
  type ServerMessage,
} from '../contract/chat-socket';
import { openChatSocket, TOKEN_REFRESH_MS, type WebSocketLike } from './chat-socket';

const SESSION_ID = '6f1c2a9e-5b7d-4c3e-9a1f-2d8b7e6c5a40';
const CLIENT_ID = '0b6f8f2e-3c1d-4e5a-8f7b-9a2c4d6e8f10';

/** A WebSocket whose other end is the test: it records frames and is opened, fed and closed by hand. */
class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: ClientMessage[] = [];
  closedWith: number | null = null;
  private listeners = new Map<string, Array<(event: never) => void>>();
  addEventListener(type: string, listener: (event: never) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  private emit(type: string, event: unknown) {
    for (const listener of this.listeners.get(type) ?? []) (listener as (event: unknown) => void)(event);
  }
  constructor(readonly url: string) {}
  send(data: string) {
    const decoded = decodeClientMessage(data);
    if (!decoded.ok) throw new Error(decoded.error);
    this.sent.push(decoded.message);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close', { code });
  }
  open() {
    this.readyState = 1;
    this.emit('open', {});
  }
  deliver(frame: string) {
    this.emit('message', { data: frame });
  }
  receive(message: ServerMessage) {
    this.emit('message', { data: encodeChatMessage(message) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.emit('close', { code });
  }
}

function setup(token = 'token-1') {
  let socket!: FakeSocket;
  const events: unknown[] = [];
  const getIdToken = vi.fn<() => Promise<string>>(() => Promise.resolve(token));
  const chat = openChatSocket({
    url: 'ws://127.0.0.1:3000/api/chat/socket',
    getIdToken,
    request: { type: 'resume', sessionId: SESSION_ID, lastSeq: 4 },
    onOpen: () => events.push('open'),
    onMessage: (message) => events.push(message),
    onClose: (code) => events.push(['closed', code]),
    createSocket: (url) => (socket = new FakeSocket(url)),
  });
  return { socket, chat, events, getIdToken };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the chat socket', () => {
  it('authenticates inside the connection, never in the URL, then sends the request, then reports open', async () => {
    const { socket, events } = setup();
    expect(socket.url).not.toContain('token');
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.sent).toEqual([
      { type: 'auth', idToken: 'token-1' },
      { type: 'resume', sessionId: SESSION_ID, lastSeq: 4 },
    ]);
    expect(events).toEqual(['open']);
  });

  it('decodes what the server sends and skips what it cannot read', async () => {
    const { socket, events } = setup();
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    socket.receive({ type: 'ack', clientId: CLIENT_ID, seq: 5 });
    socket.deliver('{"type":"ack","seq":"five"}');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    socket.deliver('not json');
    expect(events).toEqual(['open', { type: 'ack', clientId: CLIENT_ID, seq: 5 }]);
  });

  it('sends only while open, in snake_case on the wire', async () => {
    const { socket, chat } = setup();
    chat.send({ type: 'end' });
    expect(socket.sent).toEqual([]);
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    const frames: string[] = [];
    const realSend = socket.send.bind(socket);
    socket.send = (data) => {
      frames.push(data);
      realSend(data);
    };
    chat.send({ type: 'userMessage', clientId: CLIENT_ID, text: 'Hello' });
    expect(frames).toEqual([`{"type":"userMessage","client_id":"${CLIENT_ID}","text":"Hello"}`]);
  });

  it('reports a close it did not ask for, with the code, and not one it asked for', async () => {
    const dropped = setup();
    dropped.socket.open();
    dropped.socket.drop(4409);
    expect(dropped.events.at(-1)).toEqual(['closed', 4409]);

    const closed = setup();
    closed.socket.open();
    closed.chat.close();
    expect(closed.socket.closedWith).toBe(1000);
    expect(closed.events.filter((event) => Array.isArray(event))).toEqual([]);
  });

  it('sends a fresh token before the old one expires, and stops once closed', async () => {
    const { socket, chat, getIdToken } = setup();
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    getIdToken.mockResolvedValue('token-2');
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS);
    expect(socket.sent.at(-1)).toEqual({ type: 'refreshToken', idToken: 'token-2' });
    chat.close();
    const count = socket.sent.length;
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS * 2);
    expect(socket.sent).toHaveLength(count);
  });

  it('closes at once when no token can be had', async () => {
    const { socket, events, getIdToken } = setup();
    getIdToken.mockRejectedValue(new Error('signed out'));
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.sent).toEqual([]);
    expect(events).toEqual([['closed', 4401]]);
  });
});
