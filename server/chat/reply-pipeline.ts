/**
 * Doro's replies in a live session: one at a time, in the order the user messages were stored, each claimed by one
 * instance, read by the crisis check first, streamed token by token through the output guard, then stored and
 * published. Messages another instance stored reach this connection through `catchUp`.
 */
import type { FastifyBaseLogger } from 'fastify';
import { asksIfHuman } from '../ai/disclosure';
import type { ReplyProvider } from '../ai/provider';
import { guardedReply, type TextGuard } from '../ai/reply-stream';
import type { ChatConfig } from '../config';
import { replyKey, type ChatBus } from './chat-bus';
import type { ChatStore } from './chat-store';
import type { ChatSafety, CrisisCheck } from './crisis-check';
import type { CrisisPauseControl } from './crisis-pause';
import { stageClock, stageEnded, type MessageStage } from './message-stages';
import { notice, send, storedMessage, type LiveSession, type LiveSessions } from './live-sessions';

/** How often a reply another instance is writing is looked at again, should that instance have died meanwhile. */
const replyClaimRetryMs = 5_000;

export function createReplyPipeline(deps: {
  store: ChatStore;
  provider: ReplyProvider;
  safety: ChatSafety;
  config: ChatConfig;
  log: FastifyBaseLogger;
  bus: ChatBus;
  live: LiveSessions;
  crisis: CrisisCheck;
  pause: CrisisPauseControl;
}) {
  const { store, provider, safety, config, log, bus, live, crisis, pause } = deps;

  /**
   * Queues the reply to user message `replyTo` after the session's earlier ones. `mayBeAnswered`: queued from a
   * resume, when another instance may have answered it meanwhile.
   */
  function queue(session: LiveSession, replyTo: number, mayBeAnswered = false) {
    if (session.replying.has(replyTo)) return;
    session.replying.add(replyTo);
    session.replyChain = session.replyChain
      .then(() => claimAndReply(session, replyTo, mayBeAnswered))
      .catch((error: unknown) => {
        session.currentReply = undefined;
        log.error({ err: error, sessionId: session.id }, 'a chat reply failed');
        send(session, {
          type: 'error',
          code: 'internal',
          message: 'Doro could not reply just now. Please try again.',
        });
      })
      .finally(() => session.replying.delete(replyTo));
  }

  /**
   * One instance writes each reply: the one that claims it. Another instance's claim means it is still writing it
   * (a hand-over): its reply reaches this connection through the bus, and it is looked at again later in case
   * that instance died.
   */
  async function claimAndReply(session: LiveSession, replyTo: number, mayBeAnswered: boolean) {
    if (session.abort.signal.aborted) return;
    const key = replyKey(session.id, replyTo);
    const claimingAt = stageClock();
    const claimed = await bus.claim(key);
    stageEnded('claim', claimingAt, 0);
    if (!claimed) {
      const timer = setTimeout(() => {
        session.replyRetries.delete(timer);
        if (live.isLive(session) && session.connection) queue(session, replyTo, true);
      }, replyClaimRetryMs);
      session.replyRetries.add(timer);
      return;
    }
    try {
      const answered =
        mayBeAnswered && (await store.turns(session.id, replyTo)).some((turn) => turn.replyTo === replyTo);
      if (answered) await catchUp(session, replyTo);
      else await streamReply(session, replyTo);
    } finally {
      await bus.release(key);
    }
  }

  /** Sends this connection the messages other instances stored after `afterSeq` that it has not seen yet. */
  function catchUp(session: LiveSession, afterSeq: number): Promise<void> {
    session.catchingUp = session.catchingUp.then(async () => {
      if (!session.connection) return;
      const known = new Set(session.turns.map((turn) => turn.seq));
      for (const turn of await store.turns(session.id, afterSeq)) {
        if (known.has(turn.seq)) continue;
        session.turns.push({ seq: turn.seq, role: turn.role, text: turn.text });
        session.turns.sort((a, b) => a.seq - b.seq);
        send(session, storedMessage(turn));
      }
    });
    return session.catchingUp;
  }

  async function streamReply(session: LiveSession, replyTo: number) {
    // The conversation up to the message answered: later user messages get their own reply after this one.
    const messages = session.turns.filter((turn) => turn.seq <= replyTo || turn.role === 'doro');
    // Taken first: a crisis pause beginning from here on stops this reply. While one holds, nothing is written.
    const stop = pause.stopSignal(session);
    if (await pause.holds(session)) return;
    const shown = await pause.madeBy(session, replyTo);
    const focus = crisis.assess(session, replyTo, shown);
    if (focus?.current && !shown) await crisis.keep(session, replyTo, focus);
    if (stop.aborted) return;
    const askedIfHuman = asksIfHuman(messages.filter((turn) => turn.role === 'user').at(-1)?.text ?? '');
    if (askedIfHuman) notice(session, 'disclosure');
    session.currentReply = { replyTo, text: '' };
    send(session, { type: 'replyStart', replyTo });
    const request = {
      messages,
      directiveness: session.directiveness,
      ageGroup: session.ageGroup,
      language: session.language,
      memory: session.memory,
      safety: focus,
      askedIfHuman,
      signal: AbortSignal.any([session.abort.signal, stop]),
      userId: session.userId,
    };
    const guard = timedGuard(safety.guard());
    let askedAt = stageClock();
    for await (const event of guardedReply(provider, request, {
      guard: guard.guard,
      tokenDelayMs: config.replyTokenDelayMs,
    })) {
      if (stop.aborted) break; // No word after the crisis card: what was streamed is void (crisisPause says so).
      if (event.type === 'token' && askedAt !== undefined) {
        stageEnded('reply-first-token', askedAt, 0);
        askedAt = undefined;
      }
      if (event.type === 'fallback') {
        log.warn({ sessionId: session.id, reason: event.reason }, 'the AI model failed: the offline engine answers');
        notice(session, 'fallback');
      } else if (event.type === 'guarded') {
        log.warn({ sessionId: session.id, violations: event.violations }, 'the output guard replaced unsafe text');
      } else {
        session.currentReply.text += event.text;
        send(session, { type: 'replyToken', token: event.text });
      }
    }
    guard.ended();
    const text = session.currentReply.text;
    session.currentReply = undefined;
    if (session.abort.signal.aborted || stop.aborted) return;
    const stored = await store.appendReply(session.id, replyTo, text);
    if (!stored) return;
    if (!stored.duplicate) bus.publish({ kind: 'stored', sessionId: session.id, seq: stored.seq });
    if (!session.turns.some((turn) => turn.seq === stored.seq)) {
      session.turns.push({ seq: stored.seq, role: 'doro', text: stored.text });
    }
    // A duplicate is the reply another instance stored first: the client replaces what it streamed with it.
    send(session, {
      type: 'replyEnd',
      seq: stored.seq,
      text: stored.text,
      createdAt: stored.createdAt.toISOString(),
    });
  }

  return { queue, catchUp };
}

/** The output guard with its time over a whole reply counted, for the per-stage profile (message-stages.ts). */
function timedGuard(guard: TextGuard) {
  let ms = 0;
  const timed = <T>(step: () => T): T => {
    const startedAt = stageClock();
    const result = step();
    if (startedAt !== undefined) ms += performance.now() - startedAt;
    return result;
  };
  const stage: MessageStage = 'output-guard';
  return {
    guard: {
      push: (text: string) => timed(() => guard.push(text)),
      end: () => timed(() => guard.end()),
      violations: () => guard.violations(),
    } satisfies TextGuard,
    /** The reply ended: its guard's time is one stage. */
    ended: () => stageEnded(stage, stageClock() === undefined ? undefined : performance.now() - ms),
  };
}

export type ReplyPipeline = ReturnType<typeof createReplyPipeline>;
