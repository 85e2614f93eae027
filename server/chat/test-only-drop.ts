/**
 * Tests only (NODE_ENV=test): `POST /api/test-only/chat/drop-connections` with the user's Bearer ID token cuts
 * every chat socket of that user without a close handshake, as a lost network does, and answers `{ dropped }` (those
 * on this instance; other instances get the word through the chat bus and cut theirs too).
 * Browser tests use it to show that the client reconnects and loses nothing. Outside test mode the route is never
 * registered, so it is the plain 404 of any unknown /api path.
 */
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { authMessages } from '../auth/authenticate';
import { InvalidTokenError, type VerifyIdToken } from '../auth/types';
import type { ChatBus } from './chat-bus';

export const DROP_CONNECTIONS_PATH = '/api/test-only/chat/drop-connections';

/** The open chat sockets of each signed-in user (by Firebase uid). */
export function createConnectionRegistry() {
  const byUid = new Map<string, Set<WebSocket>>();
  return {
    add(uid: string, socket: WebSocket) {
      let sockets = byUid.get(uid);
      if (!sockets) byUid.set(uid, (sockets = new Set()));
      sockets.add(socket);
    },
    remove(uid: string, socket: WebSocket) {
      const sockets = byUid.get(uid);
      sockets?.delete(socket);
      if (sockets?.size === 0) byUid.delete(uid);
    },
    /** Cuts them all abruptly; the sockets' own close handlers then pause their sessions. */
    drop(uid: string): number {
      // Only open ones: a socket whose close handshake has begun is already going, and says so to its client first.
      const sockets = [...(byUid.get(uid) ?? [])].filter((socket) => socket.readyState === socket.OPEN);
      for (const socket of sockets) socket.terminate();
      return sockets.length;
    },
  };
}

export type ConnectionRegistry = ReturnType<typeof createConnectionRegistry>;

export function registerDropConnections(
  app: FastifyInstance,
  registry: ConnectionRegistry,
  verifyIdToken: VerifyIdToken,
  bus: ChatBus,
) {
  bus.subscribe((event) => {
    if (event.kind === 'drop') registry.drop(event.uid);
  });
  app.post(DROP_CONNECTIONS_PATH, async (request, reply) => {
    const [scheme, token, ...rest] = (request.headers.authorization ?? '').trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) {
      return reply.code(401).send({ message: authMessages.missing });
    }
    try {
      const user = await verifyIdToken(token);
      bus.publish({ kind: 'drop', uid: user.uid });
      return reply.code(200).send({ dropped: registry.drop(user.uid) });
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
      return reply.code(401).send({ message: authMessages[error.reason] });
    }
  });
}
