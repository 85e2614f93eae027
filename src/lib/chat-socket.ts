/**
 * The chat WebSocket as the browser uses it (issue 4; protocol in src/contract/chat-socket.ts): it authenticates
 * with the ID token inside the connection (never in the URL), then sends the start or resume request, decodes what
 * the server sends, keeps the token fresh while it is open, and reports a close with the server's code. It does not
 * reconnect: the chat machine decides when, with the spec's back-off.
 */
import {
  type ClientMessage,
  decodeServerMessage,
  encodeChatMessage,
  type ServerMessage,
} from '../contract/chat-socket';

/** What this module needs of a WebSocket: the browser's fits, and tests pass a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
}

const OPEN = 1;

/** Firebase ID tokens last an hour; a fresh one is sent well before, so the server never closes for expiry. */
export const TOKEN_REFRESH_MS = 45 * 60 * 1000;

export interface ChatSocketOptions {
  /** ws(s)://host/api/chat/socket */
  url: string;
  /** The signed-in user's ID token (Firebase returns a fresh one when the cached one is near expiry). */
  getIdToken: () => Promise<string>;
  /** The first request after auth. */
  request: Extract<ClientMessage, { type: 'start' | 'resume' }>;
  onOpen: () => void;
  onMessage: (message: ServerMessage) => void;
  /** The socket closed by itself (not through close()), with the WebSocket close code. */
  onClose: (code: number) => void;
  createSocket?: (url: string) => WebSocketLike;
}

export interface ChatSocket {
  /** Sends when open; otherwise drops it: what matters is kept by the caller until acknowledged. */
  send(message: ClientMessage): void;
  close(): void;
}

function browserSocket(url: string): WebSocketLike {
  return new WebSocket(url) as unknown as WebSocketLike;
}

export function openChatSocket(options: ChatSocketOptions): ChatSocket {
  const socket = (options.createSocket ?? browserSocket)(options.url);
  let closedByUs = false;
  let refreshTimer: ReturnType<typeof setInterval> | undefined;

  const send = (message: ClientMessage) => {
    if (!closedByUs && socket.readyState === OPEN) socket.send(encodeChatMessage(message));
  };

  socket.addEventListener('open', () => {
    options.getIdToken().then(
      (idToken) => {
        send({ type: 'auth', idToken });
        send(options.request);
        if (!closedByUs) options.onOpen();
      },
      // Without a token the server would close us after its auth timeout; closing now reports it sooner.
      () => socket.close(4401, 'no-token'),
    );
    refreshTimer = setInterval(() => {
      options.getIdToken().then(
        (idToken) => send({ type: 'refreshToken', idToken }),
        () => {},
      );
    }, TOKEN_REFRESH_MS);
  });
  socket.addEventListener('message', ({ data }) => {
    if (closedByUs || typeof data !== 'string') return;
    const decoded = decodeServerMessage(data);
    if (decoded.ok) options.onMessage(decoded.message);
    else console.error('The chat server sent a message this client does not understand:', decoded.error);
  });
  // An error event is always followed by a close event, with the code: that one is reported.
  socket.addEventListener('close', ({ code }) => {
    clearInterval(refreshTimer);
    if (!closedByUs) options.onClose(code);
  });

  return {
    send,
    close() {
      if (closedByUs) return;
      closedByUs = true;
      clearInterval(refreshTimer);
      socket.close(1000, 'bye');
    },
  };
}
