/**
 * The server's clock over a live session, the truth about its minutes: while it is active (1) it is charged and it
 * ends when its minutes run out; silence pauses it (5), which stops the charge, and a message or a resume makes it
 * active again. Every minute the client is told the minutes left.
 */
import { SESSION_STATUS } from '../../src/contract/sessions';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatConfig } from '../config';
import type { ChatSessionRow } from '../db/schema';
import type { ChatBus } from './chat-bus';
import { remainingSessionMs, remainingSessionSeconds, type ChatStore } from './chat-store';
import { ChatError, send, stopTimers, type LiveSession } from './live-sessions';

const minuteTickMs = 60_000;

export function createMinutesClock(deps: {
  store: ChatStore;
  bus: ChatBus;
  config: ChatConfig;
  log: FastifyBaseLogger;
  /** The session's minutes ran out: it ends. */
  minutesEnded(session: LiveSession): void;
}) {
  const { store, bus, config, log } = deps;

  /** Arms the minutes and idle timers from the session row the database just returned. */
  function arm(session: LiveSession, row: ChatSessionRow) {
    stopTimers(session);
    session.timers.minutes = setTimeout(() => deps.minutesEnded(session), remainingSessionMs(row, new Date()));
    session.timers.tick = setInterval(() => {
      // The database may be down just then: the next tick tells the client again.
      sendMinutes(session).catch((error: unknown) =>
        log.warn({ err: error, sessionId: session.id }, 'telling the minutes left failed'),
      );
    }, minuteTickMs);
    session.usage.run();
    resetIdle(session);
  }

  /** Activity: the silence that pauses the session is counted from now. */
  function resetIdle(session: LiveSession) {
    clearTimeout(session.timers.idle);
    session.timers.idle = setTimeout(() => {
      pause(session, true).catch((error: unknown) =>
        log.warn({ err: error, sessionId: session.id }, 'pausing a silent session failed'),
      );
    }, config.idleTimeoutSeconds * 1000);
  }

  async function sendMinutes(session: LiveSession) {
    const row = await store.sessionOf(session.userId, session.id);
    if (row)
      send(session, {
        type: 'minutes',
        remainingSeconds: remainingSessionSeconds(row, new Date()),
      });
  }

  /** Active to paused (5): the charge stops. `tellClient`: the silence did it, not a lost connection. */
  async function pause(session: LiveSession, tellClient: boolean) {
    if (session.status !== SESSION_STATUS.active || session.ending) return;
    stopTimers(session);
    session.status = SESSION_STATUS.paused;
    await store.pause(session.id);
    bus.publish({ kind: 'status', sessionId: session.id });
    if (tellClient) send(session, { type: 'status', status: SESSION_STATUS.paused, reason: 'idle' });
  }

  /**
   * Active (1) and charged from now. `announce`: tell the client with a status message (a resume says it with
   * `ready` instead).
   */
  async function activate(session: LiveSession, announce: boolean): Promise<ChatSessionRow> {
    const row = await store.activate(session.id);
    if (!row) throw new ChatError('session-closed', 'This session has ended. Start a new one to keep talking.');
    const wasPaused = session.status === SESSION_STATUS.paused;
    session.status = SESSION_STATUS.active;
    arm(session, row);
    if (wasPaused && announce) send(session, { type: 'status', status: SESSION_STATUS.active, reason: 'resumed' });
    return row;
  }

  return { arm, resetIdle, pause, activate };
}

export type MinutesClock = ReturnType<typeof createMinutesClock>;
