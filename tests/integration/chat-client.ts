/** A real WebSocket client for the chat socket, speaking the contract's protocol, with waits that time out. */
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import {
  CHAT_SOCKET_PATH,
  decodeServerMessage,
  encodeChatMessage,
  type ClientMessage,
  type ServerMessage,
} from '../../src/contract/chat-socket';
import { DISCLAIMER_VERSION } from '../../src/contract/users';
import { bearer, signUpTestUser, type TestUser } from './emulator-users';

export class ChatClient {
  readonly received: ServerMessage[] = [];
  closed: { code: number; reason: string } | undefined;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const decoded = decodeServerMessage(String(data));
      if (!decoded.ok) throw new Error(`The server sent a frame outside the protocol: ${decoded.error}`);
      this.received.push(decoded.message);
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  /** `origin: null` sends no Origin header at all, as a non-browser client may. */
  static open(baseUrl: string, origin: string | null = baseUrl): Promise<ChatClient> {
    const url = new URL(CHAT_SOCKET_PATH, baseUrl.replace(/^http/, 'ws'));
    const socket = new WebSocket(url, origin ? { origin } : {});
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new ChatClient(socket)));
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`upgrade refused: ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  /** Opens, signs in and starts (or resumes) a session; resolves on `ready`. */
  /** `origin`: the page the socket says it comes from (the server's own address unless told). */
  static async connect(baseUrl: string, user: TestUser, first: ClientMessage, origin = baseUrl): Promise<ChatClient> {
    const client = await ChatClient.open(baseUrl, origin);
    client.send({ type: 'auth', idToken: user.idToken });
    client.send(first);
    await client.next('ready');
    return client;
  }

  send(message: ClientMessage) {
    this.socket.send(encodeChatMessage(message));
  }

  sendRaw(frame: string) {
    this.socket.send(frame);
  }

  /** A user message with a fresh (or given) client id. */
  say(text: string, clientId: string = randomUUID()) {
    this.send({ type: 'userMessage', clientId, text });
    return clientId;
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Resolves with the first message, from `from` on, that matches; fails after `timeoutMs`. */
  async waitFor<T extends ServerMessage>(
    match: (message: ServerMessage) => message is T,
    options: { from?: number; timeoutMs?: number } = {},
  ): Promise<T> {
    const deadline = Date.now() + (options.timeoutMs ?? 5_000);
    for (;;) {
      const found = this.received.slice(options.from ?? 0).find(match);
      if (found) return found;
      if (this.closed) throw new Error(`socket closed (${this.closed.code} ${this.closed.reason}) while waiting`);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`timed out; received: ${JSON.stringify(this.received.map((message) => message.type))}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  next<K extends ServerMessage['type']>(type: K, options: { from?: number; timeoutMs?: number } = {}) {
    return this.waitFor((message): message is Extract<ServerMessage, { type: K }> => message.type === type, options);
  }

  async waitClosed(timeoutMs = 8_000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    if (!this.closed) throw new Error('the socket did not close');
    return this.closed;
  }

  /** Closes from the client side and waits until the server has seen it. */
  async close() {
    if (this.closed) return;
    this.socket.close(1000);
    await this.waitClosed();
  }

  /** Drops the TCP connection without a close handshake, as a lost network does. */
  cut() {
    this.socket.terminate();
  }
}

/** A signed-up user with a Doro profile who accepted the disclaimer: ready to chat. */
export async function chatUser(baseUrl: string, emulatorHost: string, options = { acceptDisclaimer: true }) {
  const user = await signUpTestUser(emulatorHost);
  const headers = { ...bearer(user), 'content-type': 'application/json' };
  const created = await fetch(new URL('/api/users/me/', baseUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify({ uid: user.uid, email: user.email }),
  });
  if (created.status !== 201) throw new Error(`create profile: ${created.status}`);
  if (options.acceptDisclaimer) {
    const accepted = await fetch(new URL('/api/users/me/accept-disclaimer', baseUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify({ version: DISCLAIMER_VERSION }),
    });
    if (accepted.status !== 200) throw new Error(`accept disclaimer: ${accepted.status}`);
  }
  return user;
}

/** A session with one message and its reply, ended and summarised (2); resolves with its id. */
/** A user who turned memory across sessions on (issue 20: off until the person turns it on). */
export async function rememberingUser(baseUrl: string, emulatorHost: string) {
  const user = await chatUser(baseUrl, emulatorHost);
  const turnedOn = await api(baseUrl, user, '/users/me/privacy-consent', { method: 'PUT', body: { memory: true } });
  if (turnedOn.status !== 200) throw new Error(`turn memory on: ${turnedOn.status}`);
  return user;
}

/** Lets the user's conversation go to the configured outside model (issue 20: off until the person turns it on). */
export async function allowOutsideModel(baseUrl: string, user: TestUser) {
  const turnedOn = await api(baseUrl, user, '/users/me/outside-model-consent', {
    method: 'PUT',
    body: { outside_model: true },
  });
  if (turnedOn.status !== 200) throw new Error(`turn the outside model on: ${turnedOn.status}`);
  return user;
}

/** A user who let their conversation go to the configured outside model. */
export async function modelUser(baseUrl: string, emulatorHost: string) {
  return allowOutsideModel(baseUrl, await chatUser(baseUrl, emulatorHost));
}

export async function finishedSession(
  baseUrl: string,
  user: TestUser,
  text = 'I argued with my sister and feel bad.',
  origin = baseUrl,
) {
  const client = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' }, origin);
  const sessionId = (await client.next('ready')).session.id;
  client.say(text);
  await client.next('replyEnd');
  client.send({ type: 'end' });
  await client.waitClosed();
  return sessionId;
}

// Test bodies are read loosely on purpose: each test asserts the exact fields it cares about.
// oxlint-disable-next-line typescript/no-explicit-any
type ApiBody = Record<string, any>;

export async function api(
  baseUrl: string,
  user: TestUser,
  path: string,
  init: { method?: string; body?: unknown } = {},
) {
  const response = await fetch(new URL(`/api${path}`, baseUrl), {
    method: init.method ?? 'GET',
    headers: { ...bearer(user), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as ApiBody };
}
