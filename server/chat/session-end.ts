/**
 * How a session ends: processing (6, charged up to now), the summary, finished (2), once per session whoever asks
 * first (the person, the minutes running out, or a new session started over it); and how a deleted one is dropped.
 */
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_CLOSE_CODES } from '../../src/contract/chat-socket';
import { SESSION_STATUS } from '../../src/contract/sessions';
import type { MemoryStore } from '../ai/memory/memory-store';
import type { ReplyProvider } from '../ai/provider';
import type { UserRow } from '../db/schema';
import type { ChatBus } from './chat-bus';
import type { ChatStore } from './chat-store';
import type { ChatSafety } from './crisis-check';
import { ChatError, send, stopTimers, type LiveSession, type LiveSessions } from './live-sessions';

export function createSessionEnd(deps: {
  store: ChatStore;
  provider: ReplyProvider;
  /** Answers when the provider's summary is unusable: the offline engine. */
  offline: ReplyProvider;
  memory: MemoryStore;
  safety: ChatSafety;
  log: FastifyBaseLogger;
  bus: ChatBus;
  live: LiveSessions;
}) {
  const { store, provider, memory, safety, log, bus, live } = deps;

  /** Processing (6, charged up to now), the summary, finished (2). Once per session, whoever asks first. */
  function end(session: LiveSession, reason: 'ended' | 'minutes-ended'): Promise<void> {
    session.ending ??= (async () => {
      stopTimers(session);
      await session.replyChain;
      await store.markProcessing(session.id);
      bus.publish({ kind: 'status', sessionId: session.id });
      session.status = SESSION_STATUS.processing;
      if (reason === 'minutes-ended') send(session, { type: 'minutes', remainingSeconds: 0 });
      send(session, { type: 'status', status: SESSION_STATUS.processing, reason });
      await summarise(session.id, session.userId);
      session.status = SESSION_STATUS.finished;
      send(session, { type: 'status', status: SESSION_STATUS.finished, reason: 'summarised' });
      live.leave(session);
      session.connection?.close(CHAT_CLOSE_CODES.normal, 'The session has finished.');
    })().catch((error: unknown) => {
      log.error({ err: error, sessionId: session.id }, 'ending a chat session failed');
    });
    return session.ending;
  }

  /**
   * The provider's summary (the offline engine's when it is unusable), stored on the session and remembered. Whose
   * session it is decides whether an outside model may write it; unnamed, it may not.
   */
  async function summarise(sessionId: string, userId?: string) {
    const turns = await store.turns(sessionId);
    let summary = await provider.summarise(turns, undefined, userId);
    if (provider.kind !== 'offline' && !safety.isSafe(summary)) summary = await deps.offline.summarise(turns);
    const row = await store.finish(sessionId, summary);
    bus.publish({ kind: 'status', sessionId });
    if (row && turns.some((turn) => turn.role === 'user')) {
      await memory.remember(row.userId, row.id, row.startedAt, summary);
    }
  }

  /** Closes whatever is open of the user's previous session, so a new one can start. */
  async function closePrevious(user: UserRow): Promise<void> {
    const previous = await store.latestSession(user.id);
    if (!previous || previous.status === SESSION_STATUS.finished) return;
    if (previous.status === SESSION_STATUS.processing) {
      throw new ChatError(
        'session-processing',
        'Your last session is still being processed. Please wait a moment, then start again.',
      );
    }
    const open = live.get(previous.id);
    if (open) return end(open, 'ended');
    // Live on another instance, or on none: that instance learns it from the bus and closes its connection.
    await store.markProcessing(previous.id);
    bus.publish({ kind: 'status', sessionId: previous.id });
    await summarise(previous.id, user.id);
  }

  /** The session was deleted: whatever of it is live here stops now, its reply included. */
  function forgetHere(sessionId: string) {
    const session = live.get(sessionId);
    if (!session) return;
    session.abort.abort();
    live.leave(session);
    session.connection?.close(CHAT_CLOSE_CODES.normal, 'The session was deleted.');
  }

  return { end, summarise, closePrevious, forgetHere };
}

export type SessionEnd = ReturnType<typeof createSessionEnd>;
