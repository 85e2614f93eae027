/**
 * The chat machine's actors: the REST calls it makes and the connection it holds while a session is open. The
 * machine is defined with the slots below; the React binding provides real ones (the connection from
 * lib/chat-socket.ts through `chatConnection`), and tests provide doubles, so the machine runs the same
 * either way.
 */
import { fromCallback, fromPromise } from 'xstate';
import { type AgeBand, CHAT_CLOSE_CODES, type ServerMessage } from '../contract/chat-socket';
import { SESSION_STATUS } from '../contract/sessions';
import { type ChatSocketOptions, openChatSocket } from '../lib/chat-socket';
import type {
  CloseReason,
  ConnectionCommand,
  ConnectionEvent,
  ConnectionInput,
  Eligibility,
  LastSession,
} from './chat.types';

function notProvided(name: string): () => never {
  return () => {
    throw new Error(`The chat machine's "${name}" actor was not provided`);
  };
}

/** Typed placeholders that fail loudly when a real implementation was not provided. */
export const chatActorSlots = {
  /** GET /api/users/me/last-session: the session, or null for a user who never chatted. */
  loadLastSession: fromPromise<LastSession | null>(notProvided('loadLastSession')),
  /** The profile (disclaimer), remaining minutes and sessions, and the subscription, read together. */
  checkEligibility: fromPromise<Eligibility>(notProvided('checkEligibility')),
  /** POST /api/users/me/accept-disclaimer. */
  acceptDisclaimer: fromPromise<unknown>(notProvided('acceptDisclaimer')),
  /** Resolves with the last session once it is no longer processing (6): its summary is made. */
  awaitLastSessionFinished: fromPromise<LastSession | null>(notProvided('awaitLastSessionFinished')),
  /**
   * The live connection of one session: it opens, authenticates, starts or resumes as its input says, reports
   * with ConnectionEvents (sendBack), obeys ConnectionCommands (receive), and closes when the machine stops it.
   */
  connection: fromCallback<ConnectionCommand, ConnectionInput>(notProvided('connection')),
};

export type ChatActors = typeof chatActorSlots;

/** What a socket close code means for the machine. */
export function closeReason(code: number): CloseReason {
  if (code === CHAT_CLOSE_CODES.replaced) return 'replaced';
  if (code === CHAT_CLOSE_CODES.protocolError) return 'rejected';
  // Everything else (network, server restart, an expired token) is worth another try with a fresh token.
  return 'dropped';
}

/** A server message as a machine event; null for those the machine does not need (pong, status 1). */
export function toConnectionEvent(message: ServerMessage): ConnectionEvent | null {
  switch (message.type) {
    case 'ready':
      return { type: 'SERVER.READY', sessionId: message.session.id, remainingSeconds: message.remainingSeconds };
    case 'ack':
      return { type: 'SERVER.ACK', clientId: message.clientId, seq: message.seq };
    case 'message':
      return {
        type: 'SERVER.MESSAGE',
        message: { seq: message.seq, role: message.role, text: message.text },
        ...(message.crisis ? { crisis: message.crisis } : {}),
      };
    case 'replyStart':
      return { type: 'SERVER.REPLY_START', replyTo: message.replyTo };
    case 'replyToken':
      return { type: 'SERVER.REPLY_TOKEN', token: message.token };
    case 'replyEnd':
      return { type: 'SERVER.REPLY_END', seq: message.seq, text: message.text };
    case 'minutes':
      return { type: 'SERVER.MINUTES', remainingSeconds: message.remainingSeconds };
    case 'status':
      if (message.status === SESSION_STATUS.paused) return { type: 'SERVER.PAUSED' };
      if (message.status === SESSION_STATUS.processing) {
        return message.reason === 'minutes-ended' ? { type: 'SERVER.MINUTES_ENDED' } : { type: 'SERVER.PROCESSING' };
      }
      if (message.status === SESSION_STATUS.finished) return { type: 'SERVER.FINISHED' };
      return null;
    case 'error':
      return {
        type: 'SERVER.ERROR',
        code: message.code,
        message: message.message,
        ...(message.clientId ? { clientId: message.clientId } : {}),
      };
    case 'crisis':
      return { type: 'SERVER.CRISIS', seq: message.seq, level: message.level, categories: message.categories };
    case 'notice':
      return {
        type: 'SERVER.NOTICE',
        kind: message.kind,
        text: message.text,
        ...(message.spoken ? { spoken: true } : {}),
      };
    case 'crisisPause':
      return { type: 'SERVER.CRISIS_PAUSE', seq: message.seq, level: message.level, lines: message.lines };
    case 'crisisPauseEnded':
      return { type: 'SERVER.CRISIS_PAUSE_ENDED', seq: message.seq };
    case 'pong':
      return null;
  }
}

export type ChatConnectionDependencies = Pick<ChatSocketOptions, 'url' | 'getIdToken' | 'createSocket'> & {
  /** The age band confirmed at sign-up, when this browser knows it: Doro adapts its words to teens. */
  ageBand?: () => AgeBand | undefined;
};

/** The connection actor over the real WebSocket: one socket per invocation, closed when the machine leaves. */
export function chatConnection(dependencies: ChatConnectionDependencies) {
  return fromCallback<ConnectionCommand, ConnectionInput>(({ input, sendBack, receive }) => {
    const { ageBand, ...socketDependencies } = dependencies;
    const band = ageBand?.();
    const socket = openChatSocket({
      ...socketDependencies,
      request: input.sessionId
        ? { type: 'resume', sessionId: input.sessionId, lastSeq: input.lastSeq }
        : { type: 'start', directiveness: input.directiveness, ...(band ? { ageBand: band } : {}) },
      onOpen: () => sendBack({ type: 'SOCKET.OPEN' } satisfies ConnectionEvent),
      onMessage: (message) => {
        const event = toConnectionEvent(message);
        if (event) sendBack(event);
      },
      onClose: (code) => sendBack({ type: 'SOCKET.CLOSED', reason: closeReason(code) } satisfies ConnectionEvent),
    });
    receive((command) =>
      socket.send(
        command.type === 'SEND'
          ? { type: 'userMessage', clientId: command.clientId, text: command.text }
          : command.type === 'CONTINUE_AFTER_CRISIS'
            ? { type: 'continueAfterCrisis', seq: command.seq }
            : { type: 'end' },
      ),
    );
    return () => socket.close();
  });
}
