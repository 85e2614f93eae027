/**
 * The chat WebSocket at /api/chat/socket (protocol: src/contract/chat-socket.ts). One connection is one signed-in
 * user: the first frame must be `auth` within AUTH_TIMEOUT_MS; the socket closes when the token expires unless
 * `refreshToken` brings a newer one. Frames are handled one at a time, in order, so an ack never overtakes the
 * message before it.
 */
import websocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTH_TIMEOUT_MS,
  CHAT_CLOSE_CODES,
  CHAT_SOCKET_PATH,
  decodeClientMessage,
  encodeChatMessage,
  type ClientMessage,
  type ServerMessage,
} from '../../src/contract/chat-socket';
import { InvalidTokenError, type AuthUser, type VerifyIdToken } from '../auth/types';
import type { ChatBus } from './chat-bus';
import type { ChatStore } from './chat-store';
import { ChatError, type ChatConnection, type ChatService, type LiveSession } from './chat-service';
import { idTokenExpiresAt } from './id-token-expiry';
import { isAllowedOrigin } from './origin';
import { stageClock, stageEnded } from './message-stages';
import { createReplyLatencyProbe } from './reply-latency';
import { createConnectionRegistry, registerDropConnections, type ConnectionRegistry } from './test-only-drop';
import { createTokenCoalescer } from './token-coalescer';
import { corkEachTurn, type Corkable } from './turn-cork';

// A user message is at most 4000 characters (up to 4 bytes each in UTF-8) plus its envelope.
const maxFrameBytes = 20 * 1024;

export interface ChatSocketDeps {
  service: ChatService;
  store: ChatStore;
  bus: ChatBus;
  verifyIdToken: VerifyIdToken;
  allowedOrigins: readonly string[];
  /** Doro's public origin (PUBLIC_URL): the one a socket's Origin must be, besides `allowedOrigins`. */
  publicUrl: string | undefined;
  /** NODE_ENV=test: adds the route that cuts a user's sockets (test-only-drop.ts). */
  testOnlyRoutes?: boolean;
  /** The instance's profile cache: a start saves the person's directiveness, which their next profile read must show. */
  forgetProfile?: (uid: string) => void;
}

export async function registerChatSocket(app: FastifyInstance, deps: ChatSocketDeps): Promise<void> {
  await app.register(websocket, { options: { maxPayload: maxFrameBytes }, errorHandler: onSocketError });
  const registry = createConnectionRegistry();
  if (deps.testOnlyRoutes) registerDropConnections(app, registry, deps.verifyIdToken, deps.bus);
  app.get(
    CHAT_SOCKET_PATH,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (!isAllowedOrigin(request, deps)) {
          return reply.code(403).send({ message: 'This origin may not open a chat connection.' });
        }
      },
    },
    (socket, request) => handleConnection(socket, deps, registry, request.log, request.raw.socket),
  );
}

/**
 * An error on an open socket. A frame breaking the protocol (too big, bad UTF-8, a bad opcode: ws's WS_ERR_* codes)
 * is the client's doing: one warning without a stack, and ws closes the socket itself with the matching code (1009
 * for a frame over maxFrameBytes), so the client learns why. Anything else is ours: logged as an error, the socket
 * cut, as @fastify/websocket does by default.
 */
function onSocketError(error: Error, socket: WebSocket, request: FastifyRequest) {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    request.log.warn({ code, reason: error.message }, 'chat socket closed: the client broke the protocol');
    return;
  }
  request.log.error({ err: error }, 'chat socket error');
  socket.terminate();
}

function handleConnection(
  socket: WebSocket,
  deps: ChatSocketDeps,
  registry: ConnectionRegistry,
  log: FastifyBaseLogger,
  /** The connection's TCP socket, under the WebSocket: a turn's frames are written to it at once (turn-cork.ts). */
  tcp: Corkable | undefined,
) {
  let user: AuthUser | undefined;
  let session: LiveSession | undefined;
  let expiryTimer: NodeJS.Timeout | undefined;
  let queue = Promise.resolve();
  const latency = createReplyLatencyProbe();
  // The per-stage profile (message-stages.ts): when each user message's frame arrived, by client id, until its ack.
  const arrivedAt = new Map<string, number>();
  let firstTokenNext = false;
  const corkTurn = corkEachTurn(tcp);
  const frames = createTokenCoalescer((message) => {
    latency.sending(message);
    const sendingAt = stageClock();
    if (socket.readyState === socket.OPEN) {
      corkTurn();
      socket.send(encodeChatMessage(message));
    }
    if (sendingAt !== undefined) sentFrame(message, sendingAt);
  });

  /** The profile's stages that end with a frame: the ack, the reply's first token, its later tokens. */
  function sentFrame(message: ServerMessage, sendingAt: number) {
    const cpuMs = performance.now() - sendingAt;
    if (message.type === 'ack') {
      stageEnded('acknowledge', arrivedAt.get(message.clientId), cpuMs);
      arrivedAt.delete(message.clientId);
    } else if (message.type === 'error' && message.clientId) {
      arrivedAt.delete(message.clientId);
    } else if (message.type === 'replyStart') {
      firstTokenNext = true;
    } else if (message.type === 'replyToken') {
      stageEnded(firstTokenNext ? 'first-token-out' : 'token-frame', sendingAt);
      firstTokenNext = false;
    }
  }

  const connection: ChatConnection = {
    send(message: ServerMessage) {
      frames.send(message);
    },
    close(code, reason) {
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
    },
  };

  const refuse = (code: 'unauthenticated' | 'token-expired', message: string) => {
    connection.send({ type: 'error', code, message });
    connection.close(CHAT_CLOSE_CODES.unauthenticated, message);
  };

  const authTimer = setTimeout(
    () => refuse('unauthenticated', 'Sign in first: the first message must be auth.'),
    AUTH_TIMEOUT_MS,
  );

  async function verify(idToken: string): Promise<AuthUser | undefined> {
    try {
      const verified = await deps.verifyIdToken(idToken);
      if (user && verified.uid !== user.uid) {
        refuse('unauthenticated', 'The new token is for another account.');
        return undefined;
      }
      clearTimeout(expiryTimer);
      const expiresInMs = idTokenExpiresAt(idToken).getTime() - Date.now();
      expiryTimer = setTimeout(
        () => refuse('token-expired', 'Your sign-in has expired. Please sign in again.'),
        Math.max(0, expiresInMs),
      );
      return verified;
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
      log.info({ reason: error.reason, code: error.code }, 'chat socket rejected an ID token');
      refuse(
        error.reason === 'expired' ? 'token-expired' : 'unauthenticated',
        error.reason === 'expired'
          ? 'Your sign-in has expired. Please sign in again.'
          : 'Your sign-in could not be verified.',
      );
      return undefined;
    }
  }

  async function profile(signedIn: AuthUser) {
    const row = await deps.store.findUser(signedIn.uid);
    if (!row) throw new ChatError('no-profile', 'You have no Doro profile yet. Please finish signing up.');
    return row;
  }

  async function handle(message: ClientMessage) {
    if (!user) {
      if (message.type !== 'auth') return refuse('unauthenticated', 'Sign in first: the first message must be auth.');
      clearTimeout(authTimer);
      user = await verify(message.idToken);
      // Not once closed: a socket gone while its token was being verified must not be listed.
      if (user && socket.readyState === socket.OPEN) registry.add(user.uid, socket);
      return;
    }
    switch (message.type) {
      case 'auth':
        throw new ChatError('out-of-order', 'Already signed in: send refreshToken for a new token.');
      case 'refreshToken':
        await verify(message.idToken);
        return;
      case 'ping':
        connection.send({ type: 'pong' });
        return;
      case 'start':
        if (session) await deps.service.detach(session, connection);
        session = await deps.service.start(connection, await profile(user), message.directiveness, message.ageBand);
        // Read-your-writes, as forgetProfilesOnWrites gives HTTP writes: not waiting for the database's notification.
        deps.forgetProfile?.(user.uid);
        return;
      case 'resume':
        if (session && session.id !== message.sessionId) await deps.service.detach(session, connection);
        session = await deps.service.resume(connection, await profile(user), message.sessionId, message.lastSeq);
        return;
      case 'userMessage':
        if (!session || session.connection !== connection) {
          throw new ChatError('out-of-order', 'Start or resume a session before sending messages.');
        }
        try {
          await deps.service.userMessage(session, message.clientId, message.text);
        } catch (error) {
          // Said about this message, so the client knows which one was not stored (and may send it again).
          if (error instanceof ChatError) {
            connection.send({ type: 'error', code: error.code, message: error.message, clientId: message.clientId });
            return;
          }
          log.error({ err: error }, 'a chat message could not be stored');
          connection.send({
            type: 'error',
            code: 'internal',
            message: 'Your message could not be sent just now. Please try again.',
            clientId: message.clientId,
          });
        }
        return;
      case 'continueAfterCrisis':
        if (!session || session.connection !== connection) {
          throw new ChatError('out-of-order', 'There is no session to go on with on this connection.');
        }
        await deps.service.continueAfterCrisis(session, message.seq);
        return;
      case 'end':
        if (!session || session.connection !== connection) {
          throw new ChatError('out-of-order', 'There is no session to end on this connection.');
        }
        await deps.service.end(session);
        return;
    }
  }

  socket.on('message', (data, isBinary) => {
    const frame = isBinary ? undefined : Buffer.isBuffer(data) ? data.toString('utf8') : String(data);
    const receivedAt = latency.now();
    const stageAt = stageClock();
    queue = queue.then(async () => {
      if (frame === undefined) {
        connection.send({ type: 'error', code: 'bad-message', message: 'Messages must be JSON text frames.' });
        return;
      }
      const decodingAt = stageAt === undefined ? undefined : performance.now();
      const decoded = decodeClientMessage(frame);
      if (stageAt !== undefined && decodingAt !== undefined && decoded.ok && decoded.message.type === 'userMessage') {
        stageEnded('receive-validate', stageAt, performance.now() - decodingAt);
        arrivedAt.set(decoded.message.clientId, stageAt);
      }
      if (!decoded.ok) {
        if (!user) return refuse('unauthenticated', 'Sign in first: the first message must be auth.');
        connection.send({ type: 'error', code: 'bad-message', message: decoded.error });
        return;
      }
      if (decoded.message.type === 'userMessage') latency.received(decoded.message.clientId, receivedAt);
      try {
        await handle(decoded.message);
      } catch (error) {
        if (error instanceof ChatError) {
          connection.send({ type: 'error', code: error.code, message: error.message });
          return;
        }
        log.error({ err: error }, 'chat socket message failed');
        connection.send({ type: 'error', code: 'internal', message: 'Something went wrong. Please try again later.' });
      }
    });
  });

  socket.on('close', () => {
    frames.stop();
    if (user) registry.remove(user.uid, socket);
    clearTimeout(authTimer);
    clearTimeout(expiryTimer);
    // After whatever frame is being handled, so a start that was under way is paused too.
    queue = queue.then(async () => {
      if (session)
        await deps.service
          .detach(session, connection)
          .catch((error: unknown) => log.error({ err: error }, 'pausing a chat session failed'));
    });
  });
}
