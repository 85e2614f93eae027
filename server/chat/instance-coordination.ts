/**
 * Coordination between Doro instances over the chat bus (chat-bus.ts): exactly one connection, on one instance,
 * holds a session; a taking elsewhere hands this one over; what another instance changed or stored reaches this
 * instance's connection; and sessions a stopped or dead instance left behind are looked after.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_CLOSE_CODES } from '../../src/contract/chat-socket';
import { SESSION_STATUS } from '../../src/contract/sessions';
import type { ChatConfig } from '../config';
import { sessionKey, type ChatBus, type ChatBusEvent } from './chat-bus';
import type { ChatStore } from './chat-store';
import { hasEnded, send, stopTimers, type LiveSession, type LiveSessions } from './live-sessions';
import type { MinutesClock } from './minutes-clock';
import type { ReplyPipeline } from './reply-pipeline';
import type { SessionEnd } from './session-end';

/**
 * A taking whose own event has not come back from the bus by then (the event was lost) counts as seen: from then on
 * another instance's taking replaces it, as before the race rule.
 */
const takeConfirmMs = 5_000;
/** Slack on top of the idle timeout before a silent active session counts as left behind by a dead instance. */
const orphanGraceMs = 30_000;
/** A summary takes seconds; a session processing for longer than this was left behind. */
const processingGraceMs = 120_000;

/**
 * Marks a taking of the session here as the live one among instances: its connection was set and its `taken`
 * event is about to be published. Until that event comes back from the bus, any other instance's taking that
 * arrives came before it in the bus's order, and loses.
 */
export function markTaken(session: LiveSession): string {
  const take = { id: randomUUID(), confirmed: false };
  session.take = take;
  setTimeout(() => (take.confirmed = true), takeConfirmMs).unref();
  return take.id;
}

export function createInstanceCoordination(deps: {
  store: ChatStore;
  config: ChatConfig;
  log: FastifyBaseLogger;
  bus: ChatBus;
  live: LiveSessions;
  clock: MinutesClock;
  replies: ReplyPipeline;
  ending: SessionEnd;
  /** The person changed what Doro remembers: their sessions live here read it again. */
  refreshMemoryHere(userId: string): Promise<void>;
}) {
  const { store, config, log, bus, live, clock, replies, ending } = deps;

  /**
   * Another instance took the session. Every instance receives the bus's events in one order, and the taking latest
   * in it wins: if this instance's own taking has not come back yet, the other one came before it and is replaced
   * there; otherwise it came after, and this connection is handed over. So two instances racing leave exactly one.
   */
  function onTaken(session: LiveSession, event: Extract<ChatBusEvent, { kind: 'taken' }>) {
    if (event.take && session.take && !session.take.confirmed) return;
    handOver(session);
  }

  /** Another instance's connection took the session: this one is replaced, as a second tab here would make it. */
  function handOver(session: LiveSession) {
    const connection = session.connection;
    session.connection = undefined;
    stopTimers(session);
    connection?.close(CHAT_CLOSE_CODES.replaced, 'This session was opened somewhere else.');
    // A reply being written is finished and stored here: the new connection gets it through the bus.
    void session.replyChain.then(() => {
      if (!session.connection && !session.ending && live.isLive(session)) live.leave(session);
    });
  }

  /**
   * Makes this instance's view of a session agree with the database after another instance changed it (or after
   * the bus was down and events may be lost): ended elsewhere ends here; paused by an instance that lost the
   * connection after this one took it (a race of the hand-over) is active again while this connection is here.
   */
  async function reconcile(session: LiveSession, afterSeq?: number) {
    const row = await store.sessionOf(session.userId, session.id);
    if (!row) return ending.forgetHere(session.id);
    if (hasEnded(row.status) && !session.ending && session.status !== row.status) {
      stopTimers(session);
      session.status = row.status;
      send(session, { type: 'status', status: SESSION_STATUS.processing, reason: 'ended' });
      if (row.status !== SESSION_STATUS.finished) return;
      send(session, { type: 'status', status: SESSION_STATUS.finished, reason: 'summarised' });
      live.leave(session);
      session.connection?.close(CHAT_CLOSE_CODES.normal, 'The session has finished.');
      return;
    }
    const pausedElsewhere = row.status === SESSION_STATUS.paused && session.status === SESSION_STATUS.active;
    if (pausedElsewhere && session.connection && !session.ending) {
      await clock.activate(session, false);
    }
    if (afterSeq !== undefined) await replies.catchUp(session, afterSeq);
  }

  async function onBusEvent(event: ChatBusEvent) {
    if (event.kind === 'memory') return deps.refreshMemoryHere(event.userId);
    if (event.kind === 'drop' || event.kind === 'account-deleted') return;
    const session = live.get(event.sessionId);
    if (!session) return;
    if (event.kind === 'taken') return onTaken(session, event);
    if (event.kind === 'stored') return replies.catchUp(session, event.seq - 1);
    if (event.kind === 'forget') return ending.forgetHere(event.sessionId);
    return reconcile(session);
  }

  bus.subscribe((event) => {
    void onBusEvent(event).catch((error: unknown) => log.error({ err: error }, 'a chat bus event failed'));
  });
  bus.subscribeOwn((event) => {
    if (event.kind !== 'taken') return;
    const take = live.get(event.sessionId)?.take;
    if (take && take.id === event.take) take.confirmed = true;
  });
  bus.onReconnect(() => {
    for (const session of live.all()) {
      // Own events may have been missed as well: every taking here counts as seen.
      if (session.take) session.take.confirmed = true;
      void reconcile(session, 0).catch((error: unknown) => log.error({ err: error }, 'reconciling a session failed'));
    }
  });

  /**
   * Sessions left behind by an instance that stopped or died: active ones are paused (charged up to their last
   * activity), processing ones get their summary. Safe on every instance at once: each is claimed first. `now`
   * skips the grace periods: for a single instance at its start, when nothing else can be looking after them.
   */
  async function sweepOrphans(options: { now?: boolean } = {}) {
    const now = Date.now();
    const candidates = options.now
      ? await store.orphanCandidates(new Date(now + 1), new Date(now + 1))
      : await store.orphanCandidates(
          new Date(now - config.idleTimeoutSeconds * 1000 - orphanGraceMs),
          new Date(now - processingGraceMs),
        );
    for (const { id, status, userId } of candidates) {
      if (live.has(id) || !(await bus.claim(sessionKey(id)))) continue;
      try {
        if (status === SESSION_STATUS.active) {
          await store.pauseOrphan(id);
          bus.publish({ kind: 'status', sessionId: id });
        } else await ending.summarise(id, userId);
      } catch (error) {
        log.error({ err: error, sessionId: id }, 'recovering a left-behind chat session failed');
      } finally {
        await bus.release(sessionKey(id));
      }
    }
  }

  return { sweepOrphans };
}
